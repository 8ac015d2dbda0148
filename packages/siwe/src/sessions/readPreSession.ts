import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { clockSkew, preSessionLifetime } from '../context/siweBounds.ts'
import { readCookie } from '../cookies/readCookie.ts'
import type { PreSessionToken } from './PreSessionToken.ts'

/** A request's pre-session, and whether it still counts as held. */
export type PreSession = { p: string; t: number; held: boolean }

/** The pre-session a request's cookie carries, if one of the secrets signed it. */
export async function readPreSession(
  context: Pick<SiweHandlerContext, 'cookies' | 'tokens'>,
  request: Request,
): Promise<PreSession | undefined> {
  const value = readCookie(request, context.cookies.preSession)
  if (!value) return undefined
  const payload = (await context.tokens.read('pre-session', value)) as
    | Partial<PreSessionToken>
    | undefined
  if (typeof payload?.p !== 'string' || !/^[0-9a-f]{32}$/.test(payload.p))
    return undefined
  const t = Number.isSafeInteger(payload.t) ? payload.t! : 0
  const now = Date.now()
  return {
    p: payload.p,
    t,
    held: t <= now + clockSkew && now < t + preSessionLifetime,
  }
}
