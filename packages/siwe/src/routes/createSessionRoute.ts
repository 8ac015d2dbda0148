import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { clearedSiweCookie } from '../cookies/clearedSiweCookie.ts'
import type { SiweRouteHandler } from '../createSiweHandler.ts'
import { jsonResponse } from '../responses/jsonResponse.ts'
import { refuse } from '../responses/refuse.ts'
import type { SiweRefusalReason } from '../SiweRefusal.ts'
import { readSession } from '../sessions/readSession.ts'
import type { SessionToken } from '../sessions/SessionToken.ts'
import { sessionCookie } from '../sessions/sessionCookie.ts'
import type { SiweSessionResponse } from '../siweResponses.ts'

/** `GET session`: who is signed in, the session renewed. */
export function createSessionRoute(
  context: SiweHandlerContext,
): SiweRouteHandler {
  const { cookies, sessionMaxAge } = context
  return async (request) => {
    if (request.method !== 'GET')
      return refuse(context, 'session', 'method-not-allowed', {
        headers: [['allow', 'GET']],
      })
    let current: SessionToken | SiweRefusalReason
    try {
      current = await readSession(context, request)
    } catch (cause) {
      return refuse(context, 'session', 'store-failed', { cause })
    }
    if (typeof current === 'string')
      return refuse(context, 'session', current, {
        headers:
          current === 'no-session'
            ? []
            : [['set-cookie', clearedSiweCookie(cookies, 'session')]],
      })
    // Sliding renewal: each read extends it, up to its absolute end; the
    // cookie is signed again with the first secret.
    const renewed: SessionToken = {
      ...current,
      e: Math.min(Date.now() + sessionMaxAge * 1_000, current.u),
    }
    const body: SiweSessionResponse = {
      address: renewed.a,
      chainId: renewed.c,
      expiresAt: new Date(renewed.e).toISOString(),
    }
    return jsonResponse(200, body, [
      ['set-cookie', await sessionCookie(context, renewed)],
    ])
  }
}
