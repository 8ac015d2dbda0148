import { emitWalletConnectEvent } from './emitWalletConnectEvent.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/** Takes the session's accounts on the provider's chain, if they changed. */
export function syncSessionAccounts(state: WalletConnectState): void {
  const mine = sessionAccounts(state.signer.session, state.chainId)
  if (mine.length && mine.join() !== state.accounts.join()) {
    state.accounts = mine
    emitWalletConnectEvent(state, 'accountsChanged', state.accounts)
  }
}
