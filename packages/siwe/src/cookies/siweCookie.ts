import type { SiweCookies } from './siweCookieNames.ts'

/** A `Set-Cookie` value of one of the handler's two cookies, for `maxAge` seconds. */
export function siweCookie(
  cookies: SiweCookies,
  cookie: 'session' | 'preSession',
  value: string,
  maxAge: number,
): string {
  return `${cookies[cookie]}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAge))}; HttpOnly${cookies.secure}; SameSite=Lax`
}
