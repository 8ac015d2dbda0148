import type { Wallet } from '../connectors/wallet.ts'
import { walletConnectWallet } from '../connectors/walletConnectWallet.ts'
import { walletConnectIcon } from '../connectors/walletIcons.ts'

/**
 * WalletConnect: any wallet on a phone, through Latch's own QR code; its SDK
 * loaded when the visitor picks it. Needs the app's
 * `walletConnectProjectId`; without one it is listed as unavailable.
 */
export function walletConnect(): Wallet {
  return walletConnectWallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    icon: walletConnectIcon,
  })
}
