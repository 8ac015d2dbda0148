import type { SessionTypes } from '@walletconnect/types'
import { persistWalletConnectChainId } from './persistWalletConnectChainId.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import { sessionChainIds } from './sessionChainIds.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/**
 * Makes `session` the provider's: on `preferred` if the session approved it,
 * else on the config's first chain it approved.
 */
export function adoptWalletConnectSession(
  state: WalletConnectState,
  session: SessionTypes.Struct,
  preferred?: number,
): void {
  const approved = sessionChainIds(session)
  state.chainId =
    preferred !== undefined && approved.includes(preferred)
      ? preferred
      : (state.chainIds.find((id) => approved.includes(id)) ??
        approved[0] ??
        state.chainId)
  state.signer.setDefaultChain(`eip155:${state.chainId}`)
  state.accounts = sessionAccounts(session, state.chainId)
  void persistWalletConnectChainId(state)
}
