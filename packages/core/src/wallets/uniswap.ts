import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * Uniswap Wallet: its extension when it announces itself (EIP-6963 rdns 'org.uniswap.app',
 * as in Uniswap's own interface (`UNISWAP_EXTENSION_RDNS`)), else its app over WalletConnect, through Latch's QR code.
 */
export function uniswap(): Wallet {
  return walletConnectWallet({
    id: 'uniswap',
    name: 'Uniswap Wallet',
    // Latch's own drawing: a white horned mark on pink.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#ff007a"/><path d="M9 24c0-7 4-12 10-13l4-5-1 6c2 2 3 5 3 8 0 2-1 4-2 4H9z" fill="#fff"/><circle cx="19" cy="16" r="1.5" fill="#ff007a"/>',
    ),
    rdns: 'org.uniswap.app',
    // Uniswap's universal link, as its own interface opens the wallet
    // (Uniswap/interface's uniwallet connector; its wallet's deep-link tests
    // handle https://uniswap.org/app/wc?uri=); RainbowKit's uniswapWallet
    // uses the uniswap://wc?uri= scheme. The app ships on iOS only (no
    // Android link: its QR code).
    mobile: { ios: 'https://uniswap.org/app/wc?uri=' },
    install: {
      ios: 'https://apps.apple.com/app/apple-store/id6443944476',
      website: 'https://wallet.uniswap.org/',
    },
  })
}
