import type { DevWallet } from '@latch/devnet'
import {
  announceProvider,
  installCoinbaseExtension,
  installEthereum,
} from '@latch/devnet'

/** How a test shows the Dev wallet to the page. */
export type WalletPresentation = 'ethereum' | 'eip6963' | 'coinbase'

/**
 * Presents the Dev wallet to the page as `window.ethereum`, as an EIP-6963
 * announcement, or as the Coinbase extension the Coinbase Wallet SDK picks
 * up; returns the function that takes it away again.
 */
export function presentWallet(
  wallet: DevWallet,
  presentation: WalletPresentation,
): () => void {
  const page = window as unknown as Record<string, unknown>
  switch (presentation) {
    case 'ethereum':
      installEthereum(wallet, window)
      return () => {
        delete page.ethereum
      }
    case 'eip6963':
      return announceProvider(wallet, window)
    case 'coinbase':
      installCoinbaseExtension(wallet, window)
      return () => {
        delete page.coinbaseWalletExtension
      }
  }
}
