import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { readCookie } from '../cookies/readCookie.ts'
import type { SiweRefusalReason } from '../SiweRefusal.ts'
import type { SessionToken } from './SessionToken.ts'

/** A request's session token, checked: signature, shape, time, revocation. */
export async function readSession(
  context: Pick<
    SiweHandlerContext,
    'cookies' | 'tokens' | 'chainIds' | 'store'
  >,
  request: Request,
): Promise<SessionToken | SiweRefusalReason> {
  const value = readCookie(request, context.cookies.session)
  if (!value) return 'no-session'
  const payload = (await context.tokens.read('session', value)) as
    | Partial<SessionToken>
    | undefined
  if (
    !payload ||
    typeof payload.s !== 'string' ||
    !/^[0-9a-f]{32}$/.test(payload.s) ||
    typeof payload.a !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(payload.a) ||
    !Number.isSafeInteger(payload.c) ||
    !context.chainIds.has(payload.c!) ||
    !Number.isSafeInteger(payload.e) ||
    !Number.isSafeInteger(payload.u)
  )
    return 'bad-session'
  const now = Date.now()
  if (payload.e! <= now || payload.u! <= now) return 'session-expired'
  if (await context.store.has(`revoked:${payload.s}`)) return 'session-revoked'
  return payload as SessionToken
}
