import { numberToHex, ProviderDisconnectedError } from 'viem'
import { adoptWalletConnectSession } from './adoptWalletConnectSession.ts'
import { emitWalletConnectEvent } from './emitWalletConnectEvent.ts'
import { proposalError } from './proposalError.ts'
import { resetWalletConnectState } from './resetWalletConnectState.ts'
import { walletConnectNamespace } from './walletConnectNamespace.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/** Proposes a session (its URI comes as `display_uri`) and waits for it. */
export async function connectWalletConnect(
  state: WalletConnectState,
  {
    chainId: target,
    pairingTopic,
  }: { chainId: number; pairingTopic?: string | undefined },
): Promise<void> {
  const { signer, rpcMap } = state
  const chains = [...new Set([target, ...state.chainIds])].map(
    (id) => `eip155:${id}`,
  )
  try {
    const session = await signer.connect({
      optionalNamespaces: {
        eip155: {
          chains,
          methods: walletConnectNamespace.methods,
          events: walletConnectNamespace.events,
          rpcMap: Object.fromEntries(
            Object.entries(rpcMap).map(([id, url]) => [id, url]),
          ),
        },
      },
      ...(pairingTopic ? { pairingTopic } : {}),
    })
    if (!session) throw new ProviderDisconnectedError(new Error('No session.'))
    adoptWalletConnectSession(state, session, target)
    if (state.accounts.length === 0) {
      // Nothing Latch can use: the session is ended, not kept half-open.
      await signer.disconnect().catch(() => {})
      resetWalletConnectState(state)
      throw new ProviderDisconnectedError(
        new Error('The wallet approved a session without an account.'),
      )
    }
  } catch (error) {
    throw proposalError(error)
  }
  emitWalletConnectEvent(state, 'connect', {
    chainId: numberToHex(state.chainId),
  })
}
