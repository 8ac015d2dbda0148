import type { WalletConnectState } from './walletConnectState.ts'

/** Forgets the accounts and goes back to the config's first chain. */
export function resetWalletConnectState(state: WalletConnectState): void {
  state.accounts = []
  state.chainId = state.chainIds[0] ?? state.chainId
}
