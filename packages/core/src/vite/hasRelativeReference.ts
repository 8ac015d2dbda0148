/**
 * Whether a stylesheet refers to a file by a relative URL (`url(mark.svg)`,
 * `@import 'theme.css'`), which would resolve against the page once the
 * stylesheet is written into it. A URL with a scheme (`data:`, `https:`),
 * from the root (`/`) or a fragment (`#`) is not relative, quoted or not.
 */
export function hasRelativeReference(css: string): boolean {
  // `(?=(…))\1` takes the spaces, `url(` and the quote for good: the check
  // after them cannot step back and read one of them as the URL's start.
  return (
    /url\((?=(\s*['"]?))\1(?![a-z][a-z0-9+.-]*:|\/|#)/i.test(css) ||
    /@import(?=(\s+(?:url\(\s*)?['"]?))\1(?![a-z][a-z0-9+.-]*:|\/)/i.test(css)
  )
}
