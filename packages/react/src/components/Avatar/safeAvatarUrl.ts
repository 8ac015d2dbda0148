/**
 * An avatar URL Latch is willing to load: `https:` or a `data:image/` URI.
 * Anything else (`http:`, `javascript:`, `data:text/html`, …) is dropped.
 */
export function safeAvatarUrl(url: string | null | undefined) {
  if (!url) return undefined
  if (/^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(url))
    return url
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
