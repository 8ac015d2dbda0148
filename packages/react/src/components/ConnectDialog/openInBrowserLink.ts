import type { PlatformOs } from '@latch/core/internal'

/**
 * A link that takes `url` out of an in-app browser into the phone's own:
 * on Android an `intent:` URL without a package, which the system hands to
 * the default browser (Chrome's "Android Intents" documentation); on iOS
 * Safari's `x-safari-https:` scheme (observed since iOS 17, what other kits
 * use too); `undefined` where there is none (an `http:` page, a desktop).
 */
export function openInBrowserLink(
  url: string,
  os: PlatformOs,
): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:') return undefined
  const path = `${parsed.host}${parsed.pathname}${parsed.search}`
  if (os === 'android')
    return `intent://${path}#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(url)};end`
  if (os === 'ios') return `x-safari-https://${path}${parsed.hash}`
  return undefined
}
