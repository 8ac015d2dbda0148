import type { PlatformOs } from './detectPlatform.ts'

/**
 * The visitor's operating system from what `navigator` says (`detectPlatform`
 * without the in-app browsers): what a page needs to know before it knows
 * whether it is on a phone at all.
 */
export function detectOs(
  userAgent: string,
  platform: string | undefined,
  maxTouchPoints: number,
): PlatformOs {
  if (/\bAndroid\b/.test(userAgent)) return 'android'
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios'
  // iPadOS 13+ Safari asks for desktop sites with a Mac user agent; only the
  // touch screen gives it away (no Mac has one).
  const mac = platform === 'MacIntel' || /\bMacintosh\b/.test(userAgent)
  if (mac && maxTouchPoints > 1) return 'ios'
  return 'desktop'
}
