import { imageDataUri } from './imageDataUri.ts'

/**
 * Whether a configured wallet's icon can be shown: an image data URI, or what
 * a bundler makes of an imported image (a relative or same-origin path, or an
 * `https:` URL). Never `javascript:`, markup, or plain `http:` elsewhere.
 */
export function isWalletIcon(icon: unknown, origin?: string): boolean {
  if (typeof icon !== 'string' || icon.length === 0) return false
  if (imageDataUri.test(icon)) return true
  // A scheme (or `//host`): an absolute URL, checked below.
  if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(icon)) return !/[\s"'<>\\]/.test(icon)
  try {
    const url = new URL(icon)
    return (
      url.protocol === 'https:' ||
      (origin !== undefined && url.origin === origin)
    )
  } catch {
    return false
  }
}
