import type { WalletMobileLinks } from './wallet.ts'

/**
 * A mobile link prefix Latch puts in an `href`: an `https:` universal link or
 * an app's own scheme (`name://…`), ending in the query parameter the pairing
 * URI fills (`…?uri=`). Never `javascript:`, `data:` or another scheme a page
 * can run or read (`javascript://` is a script too: the comment ends at an
 * encoded newline), never plain `http:`, and nothing that could leave the
 * attribute (a quote or a space) or move the URI into a fragment (`#`).
 */
export const walletMobileLinkUrl =
  /^(?:https|(?!(?:javascript|vbscript|data|file|blob|about|filesystem|http)(?![a-z0-9+.-]))[a-z][a-z0-9+.-]*):\/\/[^\s"'<>\\/?#][^\s"'<>\\#]*[?&][\w.-]+=$/i

const platforms = new Set(['ios', 'android', 'desktop'])

/**
 * Whether `mobile` is links Latch can use (`Wallet.mobile`): absent, or an
 * object of `ios`, `android` and `desktop` prefixes (`walletMobileLinkUrl`),
 * Android's also `'wc'`; a misspelt platform is refused rather than ignored.
 */
export function isWalletMobileLinks(
  mobile: unknown,
): mobile is WalletMobileLinks | undefined {
  if (mobile === undefined) return true
  if (typeof mobile !== 'object' || mobile === null || Array.isArray(mobile))
    return false
  return Object.entries(mobile).every(
    ([platform, link]) =>
      platforms.has(platform) &&
      (link === undefined ||
        (platform === 'android' && link === 'wc') ||
        (typeof link === 'string' && walletMobileLinkUrl.test(link))),
  )
}
