import type { DevWallet, DevWalletProvider } from './createDevWallet.ts'
import type { EmitterListener } from './createEmitter.ts'

/** The object the Coinbase Wallet SDK finds at `window.coinbaseWalletExtension`. */
export type CoinbaseExtension = DevWalletProvider & {
  readonly isCoinbaseWallet: true
  readonly isCoinbaseBrowser: false
  setAppInfo: (
    appName: string,
    appLogoUrl: string | null,
    appChainIds: number[],
    preference: unknown,
  ) => void
  disconnect: () => void
  close: () => void
}

/**
 * Installs the wallet as `window.coinbaseWalletExtension`, the legacy
 * Coinbase extension the Coinbase Wallet SDK 4 prefers to its popup.
 *
 * The SDK (`util/provider.js`) calls `setAppInfo(appName, appLogoUrl,
 * appChainIds, preference)` on it and then uses it as the EIP-1193 provider;
 * wagmi's `coinbaseWallet` connector also calls `disconnect()` and `close?.()`
 * on it when the visitor disconnects. Every one of these calls is recorded
 * (`control.appInfo()`, `control.extensionCalls()`).
 */
export function installCoinbaseExtension(
  wallet: DevWallet,
  target: object = globalThis,
): CoinbaseExtension {
  const { provider, control, recordExtensionCall } = wallet
  const extension: CoinbaseExtension = {
    isLatchDevWallet: true,
    isCoinbaseWallet: true,
    isCoinbaseBrowser: false,
    request: provider.request,
    on(event: string, listener: EmitterListener) {
      provider.on(event as 'connect', listener)
      return extension
    },
    removeListener(event: string, listener: EmitterListener) {
      provider.removeListener(event as 'connect', listener)
      return extension
    },
    setAppInfo(...args) {
      recordExtensionCall({ name: 'setAppInfo', args })
    },
    disconnect() {
      recordExtensionCall({ name: 'disconnect', args: [] })
      // The extension ends the site's session, so a reload stays disconnected.
      control.disconnect()
    },
    close() {
      recordExtensionCall({ name: 'close', args: [] })
    },
  }
  ;(target as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension =
    extension
  return extension
}
