import { type WalletOption, walletConnectLink } from '@latch/core'
import { isWalletBrowser, type PlatformOs } from '@latch/core/internal'

/** A wallet option's app link on `os` with the pairing `uri`, if it has one. */
export function walletAppLink(
  option: WalletOption,
  uri: string,
  os: PlatformOs,
): string | undefined {
  return walletConnectLink(option.mobile, uri, os)
}

/**
 * Whether the page runs in a wallet's own browser: on a phone, a browser
 * wallet or an announced one among the options.
 */
export function inWalletBrowser(
  options: readonly WalletOption[],
  os: PlatformOs,
): boolean {
  return isWalletBrowser({
    os,
    injected: options.some((x) => x.kind === 'browser' && x.installed),
    announced: options.filter((x) => x.kind === 'announced').length,
  })
}
