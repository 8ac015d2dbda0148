import type { LazyConnector } from './lazy.ts'

/** Coinbase Wallet, its SDK loaded on first use; the wallet shows `appName`. */
export function coinbaseWallet(parameters: { appName: string }): LazyConnector {
  return {
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    configured: true,
    async load() {
      const { coinbaseWallet } = await import('@wagmi/connectors')
      return coinbaseWallet({ appName: parameters.appName })
    },
  }
}
