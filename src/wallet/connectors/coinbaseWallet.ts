import { safeStorage } from '../../config/safeStorage.ts'
import { clearCoinbaseStorage } from './clearCoinbaseStorage.ts'
import { latchConnector } from './latchConnector.ts'
import type { LazyConnector } from './lazy.ts'

/**
 * Coinbase Wallet, its SDK loaded on first use; the wallet shows `appName`.
 * wagmi's connector under Latch's rules, which also clear the SDK's stored
 * session on every disconnect.
 */
export function coinbaseWallet(parameters: { appName: string }): LazyConnector {
  const clearStorage = () =>
    clearCoinbaseStorage(safeStorage(() => window.localStorage))
  return {
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    configured: true,
    async load() {
      const { coinbaseWallet } = await import('@wagmi/connectors')
      return latchConnector(coinbaseWallet({ appName: parameters.appName }), {
        deferSetup: true,
        clearStorage,
      })
    },
    clearStorage,
  }
}
