import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'

/**
 * MetaMask: its extension when it announces itself (EIP-6963 rdns 'io.metamask',
 * as in RainbowKit's metaMaskWallet and ConnectKit's walletConfigs), else its app over WalletConnect, through Latch's QR code.
 */
export function metaMask(): Wallet {
  return walletConnectWallet({
    id: 'metaMask',
    name: 'MetaMask',
    // Latch's own drawing: an orange fox head on white.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#fff"/><path d="M6 7l8 5h4l8-5-2 9 2 5-5 4h-10l-5-4 2-5z" fill="#f6851b"/><path d="M6 7l8 5-6 4zM26 7l-8 5 6 4z" fill="#e2761b"/><path d="M11 17l3 1-1 3zM21 17l-3 1 1 3z" fill="#233447"/><path d="M13 25h6l-1-3h-4z" fill="#c0ad9e"/>',
    ),
    rdns: 'io.metamask',
    // MetaMask's universal link on iOS, the raw wc: URI on Android: as in
    // RainbowKit's metaMaskWallet and ConnectKit's walletConfigs.
    mobile: { ios: 'https://metamask.app.link/wc?uri=', android: 'wc' },
    install: {
      chrome:
        'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
      ios: 'https://apps.apple.com/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      website: 'https://metamask.io/download/',
    },
  })
}
