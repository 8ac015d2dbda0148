import type { WalletOption } from '@latch/core'

/**
 * The connector a phone's pairing is made with: a WalletConnect option of
 * no app of its own when listed (the pairing is any app's), else the first
 * wallet app.
 */
export function pairingOptionOf(
  options: readonly WalletOption[],
): WalletOption | undefined {
  const usable = options.filter((x) => x.pairing && !x.unavailable)
  return usable.find((x) => !x.mobile) ?? usable[0]
}
