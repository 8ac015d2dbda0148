import type { WalletMobileLinks } from '../connectors/wallet.ts'

/**
 * The `href` that opens a wallet's app on `platform` with the WalletConnect
 * pairing `uri`: its link prefix with the URI encoded once
 * (`encodeURIComponent`, so the URI's own `?`, `&` and `=` stay inside the
 * parameter), or the raw `wc:` URI where the wallet takes it (Android's
 * `'wc'`); `undefined` when the wallet has no link for the platform.
 *
 * @example
 * walletConnectLink(metaMask().mobile, 'wc:ab@2?relay-protocol=irn', 'ios')
 * // 'https://metamask.app.link/wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 */
export function walletConnectLink(
  mobile: WalletMobileLinks | undefined,
  uri: string,
  platform: keyof WalletMobileLinks,
): string | undefined {
  const link = mobile?.[platform]
  if (link === undefined) return undefined
  if (link === 'wc') return uri
  return `${link}${encodeURIComponent(uri)}`
}
