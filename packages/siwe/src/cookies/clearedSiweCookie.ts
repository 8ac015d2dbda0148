import type { SiweCookies } from './siweCookieNames.ts'

/** A `Set-Cookie` value that removes one of the handler's two cookies. */
export function clearedSiweCookie(
  cookies: SiweCookies,
  cookie: 'session' | 'preSession',
): string {
  return `${cookies[cookie]}=; Path=/; Max-Age=0; HttpOnly${cookies.secure}; SameSite=Lax`
}
