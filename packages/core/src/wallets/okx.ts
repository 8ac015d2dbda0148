import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * OKX Wallet: its extension when it announces itself (EIP-6963 rdns 'com.okex.wallet',
 * as in RainbowKit's okxWallet), else its app over WalletConnect, through Latch's QR code.
 */
export function okx(): Wallet {
  return walletConnectWallet({
    id: 'okx',
    name: 'OKX Wallet',
    // Latch's own drawing: five white squares on black.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#000"/><path d="M7 7h6v6H7zM19 7h6v6h-6zM13 13h6v6h-6zM7 19h6v6H7zM19 19h6v6h-6z" fill="#fff"/>',
    ),
    rdns: 'com.okex.wallet',
    // OKX's scheme on iOS, the raw wc: URI on Android: as in RainbowKit's
    // okxWallet.
    mobile: { ios: 'okex://main/wc?uri=', android: 'wc' },
    install: {
      chrome:
        'https://chrome.google.com/webstore/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge',
      firefox: 'https://addons.mozilla.org/firefox/addon/okexwallet/',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/okx-wallet/pbpjkcldjiffchgbbndmhojiacbgflha',
      ios: 'https://itunes.apple.com/app/id1327268470',
      android:
        'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
      website: 'https://www.okx.com/download',
    },
  })
}
