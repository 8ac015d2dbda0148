import type { PlatformOs } from './detectPlatform.ts'

/** What `isWalletBrowser` reads. */
export type IsWalletBrowserParameters = {
  /** From `detectPlatform`. */
  os: PlatformOs
  /** Whether `window.ethereum` is there. */
  injected: boolean
  /** How many wallets announced themselves over EIP-6963. */
  announced: number
}

/**
 * Whether the page runs in a wallet app's own dapp browser, where that wallet
 * connects directly, with no WalletConnect link: on a phone a provider comes
 * from the wallet's web view (the few phone browsers with wallet extensions
 * want the same direct connection).
 */
export function isWalletBrowser(
  parameters: IsWalletBrowserParameters,
): boolean {
  const { os, injected, announced } = parameters
  if (os === 'desktop') return false
  return injected || announced > 0
}
