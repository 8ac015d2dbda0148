import type { DevWallet } from './createDevWallet.ts'

/**
 * Installs the wallet's provider as `window.ethereum` (it carries
 * `isLatchDevWallet`), the way a single browser extension does.
 */
export function installEthereum(
  wallet: Pick<DevWallet, 'provider'>,
  target: EventTarget = globalThis,
): void {
  ;(target as { ethereum?: unknown }).ethereum = wallet.provider
  // The event MetaMask fires once it injected; detect-provider style code
  // (and wagmi's `unstable_shimAsyncInject`) waits for it.
  target.dispatchEvent(new Event('ethereum#initialized'))
}
