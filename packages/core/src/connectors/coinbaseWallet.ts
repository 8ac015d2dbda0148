import { safeStorage } from '../config/safeStorage.ts'
import { clearCoinbaseStorage } from './clearCoinbaseStorage.ts'
import { latchConnector } from './latchConnector.ts'
import type { WalletDescriptor } from './walletDescriptor.ts'
import { coinbaseIcon } from './walletIcons.ts'

export type CoinbaseWalletParameters = {
  /** The dapp's name, which the wallet shows the visitor. */
  appName: string
  /** The dapp's logo, which the wallet shows beside its name. */
  appLogoUrl?: string | undefined
}

/**
 * Coinbase Wallet (its extension, else its app through keys.coinbase.com),
 * its SDK loaded when the visitor picks it. wagmi's connector under Latch's
 * rules, which also clear the SDK's stored session on every disconnect.
 */
export function coinbaseWallet(
  parameters: CoinbaseWalletParameters,
): WalletDescriptor {
  const { appName, appLogoUrl } = parameters
  const clearStorage = async () => {
    try {
      clearCoinbaseStorage(safeStorage(() => window.localStorage))
    } catch {}
  }
  return {
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    icon: coinbaseIcon,
    kind: 'appOrExtension',
    pairing: false,
    // Its popup is a window of its own, not a frame or a request of the page.
    origins: { connect: ['https://keys.coinbase.com'], frame: [] },
    connector: {
      eager: false,
      async load() {
        const { coinbaseWallet } = await import(
          '@wagmi/connectors/coinbaseWallet'
        )
        return latchConnector(
          coinbaseWallet({ appName, ...(appLogoUrl ? { appLogoUrl } : {}) }),
          { deferSetup: true, clearStorage },
        )
      },
    },
    unavailable: undefined,
    clearStorage,
  }
}
