import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { ConnectNonce } from './createConnectNonce.ts'
import type { SignInNonce } from './createSignInNonce.ts'
import type { SiweClientSession } from './createSiweSession.ts'
import type { SiweClientContext } from './SiweClientContext.ts'

/**
 * Follows the wallet for a SIWE client (internal): signed out when the
 * wallet leaves, changes account or (by default) chain; a connect that ended
 * without connecting leaves no sign-in pending; the nonces kept ready for
 * the wallet there is. Returns the unsubscribe.
 */
export function watchWalletForSiwe(
  context: SiweClientContext,
  parts: {
    session: SiweClientSession
    nonce: SignInNonce
    connectNonce: ConnectNonce
    dropConnectSignIn: () => void
  },
): () => void {
  const { config, state } = context
  return config.subscribe(
    (x) => x,
    (_, previous) => {
      const { status, account } = getWalletConnection(config)
      if (status === 'connecting' || status === 'reconnecting') return
      if (status === 'disconnected' && previous.status === 'connecting')
        parts.dropConnectSignIn()
      const { status: signedIn, address, chainId } = state.get()
      if (signedIn === 'authenticated' && address) {
        if (!parts.session.matches({ address, chainId: chainId ?? 0 }))
          void parts.session.end()
        return
      }
      parts.nonce.keepFor(account)
      parts.nonce.prefetch()
      parts.connectNonce.prefetch()
    },
  )
}
