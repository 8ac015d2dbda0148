import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * Zerion: its extension when it announces itself (EIP-6963 rdns 'io.zerion.wallet',
 * as in RainbowKit's zerionWallet), else its app over WalletConnect, through Latch's QR code.
 */
export function zerion(): Wallet {
  return walletConnectWallet({
    id: 'zerion',
    name: 'Zerion',
    // Latch's own drawing: a white Z on blue.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#2962ef"/><path d="M8 8h16l-4 5H8zM24 24H8l4-5h12z" fill="#fff"/>',
    ),
    rdns: 'io.zerion.wallet',
    // Zerion's universal link on iOS, the raw wc: URI on Android: as in
    // ConnectKit's walletConfigs (RainbowKit's zerionWallet has the older
    // https://wallet.zerion.io/wc?uri= host).
    mobile: { ios: 'https://app.zerion.io/wc?uri=', android: 'wc' },
    install: {
      chrome:
        'https://chrome.google.com/webstore/detail/klghhnkeealcohjjanjjdaeeggmfmlpl',
      browserExtension: 'https://zerion.io/extension',
      ios: 'https://apps.apple.com/app/apple-store/id1456732565',
      android:
        'https://play.google.com/store/apps/details?id=io.zerion.android',
      website: 'https://zerion.io/',
    },
  })
}
