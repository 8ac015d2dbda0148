import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * Ledger Live: its extension when it announces itself (EIP-6963 rdns 'com.ledger',
 * as in WalletConnect's wallet registry; Ledger Live is a desktop and phone app that announces nothing in a browser, so it is reached over WalletConnect), else its app over WalletConnect, through Latch's QR code.
 */
export function ledgerLive(): Wallet {
  return walletConnectWallet({
    id: 'ledgerLive',
    name: 'Ledger Live',
    // Latch's own drawing: white corner brackets on black.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#000"/><path d="M7 12V7h7M25 12V7h-7M7 20v5h7M25 20v5h-7" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M13 11v10h6" fill="none" stroke="#fff" stroke-width="2.5"/>',
    ),
    rdns: 'com.ledger',
    // Ledger Live's scheme on iOS and its desktop app, the raw wc: URI on
    // Android: as in RainbowKit's ledgerWallet (mobile and desktop) and
    // ConnectKit's walletConfigs (`shouldDeeplinkDesktop`).
    mobile: {
      ios: 'ledgerlive://wc?uri=',
      android: 'wc',
      desktop: 'ledgerlive://wc?uri=',
    },
    install: {
      ios: 'https://apps.apple.com/app/ledger-live-web3-wallet/id1361671700',
      android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
      website: 'https://www.ledger.com/ledger-live',
    },
  })
}
