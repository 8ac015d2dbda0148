import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * Rainbow: its extension when it announces itself (EIP-6963 rdns 'me.rainbow',
 * as in RainbowKit's rainbowWallet and ConnectKit's walletConfigs), else its app over WalletConnect, through Latch's QR code.
 */
export function rainbow(): Wallet {
  return walletConnectWallet({
    id: 'rainbow',
    name: 'Rainbow',
    // Latch's own drawing: rainbow arcs on navy.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#001e59"/><path d="M6 26V8a18 18 0 0 1 18 18" fill="none" stroke="#ff4000" stroke-width="3"/><path d="M9 26V12a14 14 0 0 1 11 14" fill="none" stroke="#ffb800" stroke-width="3"/><path d="M12 26v-9a9 9 0 0 1 5 9" fill="none" stroke="#00c853" stroke-width="3"/><path d="M15 26v-4" stroke="#00aaff" stroke-width="3"/>',
    ),
    rdns: 'me.rainbow',
    // Rainbow's universal link on iOS, the raw wc: URI on Android: as in
    // RainbowKit's rainbowWallet and ConnectKit's walletConfigs.
    mobile: { ios: 'https://rnbwapp.com/wc?uri=', android: 'wc' },
    install: {
      browserExtension: 'https://rainbow.me/extension',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      website: 'https://rainbow.me/',
    },
  })
}
