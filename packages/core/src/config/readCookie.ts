import { parseCookie } from '@wagmi/core'

/**
 * The value of the cookie `name` in a `Cookie` header or `document.cookie`
 * (`a=1; b=2`), decoded as Latch's cookies are written
 * (`encodeURIComponent`); `undefined` when absent or not decodable.
 */
export function readCookie(
  cookie: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookie) return undefined
  const value = parseCookie(cookie, name)
  if (value === undefined) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
