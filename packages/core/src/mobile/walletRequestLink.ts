import type { WalletMobileLinks } from '../connectors/wallet.ts'
import { walletConnectLink } from './walletConnectLink.ts'

/**
 * The `href` that brings a connected wallet's app to the front for a request
 * waiting in it (a signature, a network switch): the same link that paired
 * it, carrying the session's topic alone (`wc:{topic}@2`, no key: nothing
 * to pair, only the app to open, as WalletConnect's URI format (EIP-1328)
 * reads a topic without parameters). Opened in the visitor's tap, before the
 * request reaches the relay: the relay keeps it for the app to fetch.
 */
export function walletRequestLink(
  mobile: WalletMobileLinks | undefined,
  topic: string,
  platform: keyof WalletMobileLinks,
): string | undefined {
  if (!/^[0-9a-f]{64}$/.test(topic)) return undefined
  return walletConnectLink(mobile, `wc:${topic}@2`, platform)
}
