import type { DetectPlatformParameters } from './detectPlatform.ts'

/** The parts of `window` that `readPlatformParameters` reads. */
export type PlatformScope = {
  navigator?:
    | {
        userAgent?: string | undefined
        platform?: string | undefined
        maxTouchPoints?: number | undefined
      }
    | undefined
}

/**
 * `detectPlatform`'s parameters, read from a window (`globalThis` in a
 * browser) when the caller asks, never at import; on the server (no
 * navigator) it reads as a desktop browser.
 */
export function readPlatformParameters(
  scope: PlatformScope,
): DetectPlatformParameters {
  const { navigator } = scope
  return {
    userAgent: navigator?.userAgent ?? '',
    platform: navigator?.platform,
    maxTouchPoints: navigator?.maxTouchPoints,
    // Telegram's bridge objects (`TelegramWebviewProxy` in its Mini Apps
    // and iOS web views, `TelegramWebview` in its Android in-app browser,
    // as observed by inapp-spy) are the only sign on iOS.
    telegramWebView:
      'TelegramWebviewProxy' in scope || 'TelegramWebview' in scope,
  }
}
