import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { ConnectNonce } from './createConnectNonce.ts'
import type { SignInNonce } from './createSignInNonce.ts'
import { openSiweChannel } from './openSiweChannel.ts'
import type { SiweClientContext } from './SiweClientContext.ts'
import type { SiweSession } from './SiweOptions.ts'
import { whenWalletSettled } from './whenWalletSettled.ts'

/** A SIWE client's session, as the server and the other tabs know it (internal). */
export type SiweClientSession = ReturnType<typeof createSiweSession>

/**
 * A SIWE client's session (internal): read from the server once the
 * wallet's own is settled, believed only while it is the connected
 * account's, and every sign-in and sign-out told to the page's other tabs,
 * which read the server's session again.
 */
export function createSiweSession(
  context: SiweClientContext,
  nonces: { signIn: SignInNonce; connect: ConnectNonce },
) {
  const { config, backend, state } = context
  const signOutOnChainChange = context.settings.signOutOnChainChange ?? true

  // A session is this page's only while it is the connected account's.
  const matches = (session: Pick<SiweSession, 'address' | 'chainId'>) => {
    const { account, chain } = getWalletConnection(config)
    return (
      !!account &&
      account.toLowerCase() === session.address.toLowerCase() &&
      (!signOutOnChainChange || chain?.id === session.chainId)
    )
  }

  const channel = openSiweChannel((session) => {
    if (session.status === 'unauthenticated') {
      nonces.signIn.drop()
      if (state.get().status === 'authenticated') state.signedOut()
      nonces.signIn.prefetch()
      return
    }
    // Another tab signed in: the server says whether it is so.
    void read()
  })

  // Reads the server's session once the wallet's own is settled.
  let reading: Promise<void> | undefined
  const read = () => {
    reading ??= (async () => {
      try {
        const session = await backend.getSession().catch(() => null)
        if (context.stopped) return
        await whenWalletSettled(config)
        if (session && matches(session))
          state.set({
            status: 'authenticated',
            address: session.address,
            chainId: session.chainId,
            error: undefined,
          })
        else if (state.get().status === 'authenticated') state.signedOut()
      } finally {
        reading = undefined
        if (!state.get().checked) state.set({ checked: true })
        nonces.signIn.prefetch()
        nonces.connect.prefetch()
      }
    })()
    return reading
  }

  const end = async () => {
    nonces.signIn.drop()
    state.signedOut()
    channel.post({ status: 'unauthenticated' })
    await backend.signOut().catch(() => {})
  }

  return {
    matches,
    read,
    /**
     * The server's new session, in this tab and the others; unless the
     * wallet moved on while the server verified: not this session, ended.
     */
    async signedIn(session: Pick<SiweSession, 'address' | 'chainId'>) {
      if (!matches(session)) return end()
      state.set({
        status: 'authenticated',
        address: session.address,
        chainId: session.chainId,
        error: undefined,
        verifying: false,
      })
      channel.post({
        status: 'authenticated',
        address: session.address,
        chainId: session.chainId,
      })
    },
    /** Ends the session here, in the other tabs and on the server. */
    end,
    close: () => channel.close(),
  }
}
