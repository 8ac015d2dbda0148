import {
  numberToHex,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
} from 'viem'
import { approvedMethods } from './approvedMethods.ts'
import { emitWalletConnectEvent } from './emitWalletConnectEvent.ts'
import { parseChainId } from './parseChainId.ts'
import { persistWalletConnectChainId } from './persistWalletConnectChainId.ts'
import { sessionChainIds } from './sessionChainIds.ts'
import { syncSessionAccounts } from './syncSessionAccounts.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/** Answers `wallet_switchEthereumChain` (EIP-3326) over the session. */
export async function switchWalletConnectChain(
  state: WalletConnectState,
  params: unknown,
): Promise<null> {
  const { signer } = state
  const id = parseChainId(
    (
      (Array.isArray(params) ? params : [])[0] as
        | { chainId?: unknown }
        | undefined
    )?.chainId,
  )
  if (id === undefined)
    throw new UnsupportedProviderMethodError(new Error('Bad chain id.'))
  const session = signer.session
  if (!session) throw new ProviderDisconnectedError(new Error('No session.'))
  if (id === state.chainId) return null
  if (sessionChainIds(session).includes(id)) {
    // Approved in the session: the wallet serves it already.
    signer.setDefaultChain(`eip155:${id}`)
  } else {
    if (!approvedMethods(session).includes('wallet_switchEthereumChain'))
      throw Object.assign(
        new Error(`The wallet's session does not include chain ${id}.`),
        { code: 4902 },
      )
    await signer.client.request({
      topic: session.topic,
      chainId: `eip155:${state.chainId}`,
      request: {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(id) }],
      },
    })
    signer.setDefaultChain(`eip155:${id}`)
  }
  // The SDK tells its listeners; this says it once, whatever it did.
  if (state.chainId !== id) {
    state.chainId = id
    void persistWalletConnectChainId(state)
    emitWalletConnectEvent(state, 'chainChanged', numberToHex(id))
  }
  syncSessionAccounts(state)
  return null
}
