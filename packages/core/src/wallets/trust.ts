import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * Trust Wallet: its extension when it announces itself (EIP-6963 rdns 'com.trustwallet.app',
 * as in RainbowKit's trustWallet), else its app over WalletConnect, through Latch's QR code.
 */
export function trust(): Wallet {
  return walletConnectWallet({
    id: 'trust',
    name: 'Trust Wallet',
    // Latch's own drawing: a blue shield on white.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#fff"/><path d="M16 5l9 3.5c0 9-3.5 15-9 18.5-5.5-3.5-9-9.5-9-18.5z" fill="#0500ff"/><path d="M16 8.5v15c3.5-2.7 5.8-7 6-12.6z" fill="#48ff91"/>',
    ),
    rdns: 'com.trustwallet.app',
    // Trust's universal link on both: RainbowKit's trustWallet uses it on
    // every phone (ConnectKit's walletConfigs on iOS, the raw wc: URI on
    // Android, where a wc: link may go to another app).
    mobile: {
      ios: 'https://link.trustwallet.com/wc?uri=',
      android: 'https://link.trustwallet.com/wc?uri=',
    },
    install: {
      chrome:
        'https://chrome.google.com/webstore/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
      browserExtension: 'https://trustwallet.com/browser-extension',
      ios: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
      android:
        'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      website: 'https://trustwallet.com/download',
    },
  })
}
