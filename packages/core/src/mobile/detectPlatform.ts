import { detectOs } from './detectOs.ts'
import {
  type InAppBrowser,
  inAppBrowsers,
  type LinkStrategy,
} from './inAppBrowsers.ts'

/** What the visitor's device runs: iOS (with iPadOS), Android, or not a phone. */
export type PlatformOs = 'ios' | 'android' | 'desktop'

/** What `detectPlatform` reads: the page's `navigator` fields, passed in. */
export type DetectPlatformParameters = {
  /** `navigator.userAgent`. */
  userAgent: string
  /** `navigator.platform` ("MacIntel" on Macs and on iPads in desktop mode). */
  platform?: string | undefined
  /** `navigator.maxTouchPoints`. */
  maxTouchPoints?: number | undefined
  /**
   * Whether Telegram's web-view bridge is on the page (`TelegramWebviewProxy`
   * or `TelegramWebview` on `window`): Telegram's iOS web views, and its
   * Android in-app browser, say nothing in the user agent.
   */
  telegramWebView?: boolean | undefined
}

/** The visitor's platform, as the connect dialog needs it. */
export type Platform = {
  os: PlatformOs
  /** The app whose in-app browser this is, if any. */
  inAppBrowser: InAppBrowser | undefined
  /** How a wallet link can leave this browser. */
  linkStrategy: LinkStrategy
}

/**
 * The visitor's operating system and in-app browser, from what `navigator`
 * says: pure, so it runs in tests and on the server with any user agent.
 */
export function detectPlatform(parameters: DetectPlatformParameters): Platform {
  const {
    userAgent,
    platform,
    maxTouchPoints = 0,
    telegramWebView,
  } = parameters
  const os = detectOs(userAgent, platform, maxTouchPoints)
  const found = inAppBrowsers.find(({ marker }) => marker.test(userAgent))
  const entry =
    found ??
    (telegramWebView
      ? inAppBrowsers.find(({ app }) => app === 'telegram')
      : undefined)
  return {
    os,
    inAppBrowser: entry?.app,
    linkStrategy: entry?.linkStrategy ?? 'link',
  }
}
