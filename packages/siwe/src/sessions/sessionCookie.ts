import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { siweCookie } from '../cookies/siweCookie.ts'
import type { SessionToken } from './SessionToken.ts'

/**
 * The session cookie's `Set-Cookie` value, signed with the first secret,
 * living until the session ends unless renewed.
 */
export async function sessionCookie(
  context: Pick<SiweHandlerContext, 'cookies' | 'tokens'>,
  session: SessionToken,
): Promise<string> {
  return siweCookie(
    context.cookies,
    'session',
    await context.tokens.sign('session', session),
    (session.e - Date.now()) / 1_000,
  )
}
