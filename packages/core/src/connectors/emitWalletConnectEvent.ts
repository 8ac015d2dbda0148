import type { WalletConnectState } from './walletConnectState.ts'

/** Tells the provider's listeners of `event`. */
export function emitWalletConnectEvent(
  state: WalletConnectState,
  event: string,
  ...args: unknown[]
): void {
  for (const listener of [...(state.listeners.get(event) ?? [])])
    try {
      ;(listener as (...args: unknown[]) => void)(...args)
    } catch {
      // One listener's failure is not the wallet's, nor another's.
    }
}
