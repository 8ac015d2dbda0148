import { safeStorage } from '../config/safeStorage.ts'
import type { Wallet } from '../connectors/wallet.ts'
import { coinbaseIcon } from '../connectors/walletIcons.ts'

/**
 * Coinbase Wallet (its extension, else its app through keys.coinbase.com),
 * its SDK loaded when the visitor picks it; the SDK's stored session is
 * cleared on every disconnect. rdns `com.coinbase.wallet` (Coinbase's
 * EIP-6963 announcement; as in RainbowKit's and ConnectKit's wallet lists).
 * Coinbase now calls this SDK legacy, Base Account (`baseAccount()`) its
 * successor: described as the older connection.
 */
export function coinbaseWallet(): Wallet {
  return {
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    icon: coinbaseIcon,
    rdns: 'com.coinbase.wallet',
    legacy: true,
    // Its popup is a window of its own, not a frame or a request of the page.
    origins: { connect: ['https://keys.coinbase.com'] },
    // Its code is fetched when a session ends, not in the first paint.
    async clearStorage() {
      const { clearCoinbaseStorage } = await import(
        '../connectors/clearCoinbaseStorage.ts'
      )
      clearCoinbaseStorage(safeStorage(() => window.localStorage))
    },
    async connector({ appName, appIcon }) {
      const { coinbaseWallet } = await import(
        '@wagmi/connectors/coinbaseWallet'
      )
      return coinbaseWallet({
        appName,
        ...(appIcon ? { appLogoUrl: appIcon } : {}),
      })
    },
  }
}
