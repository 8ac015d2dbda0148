import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { maxBody } from '../context/siweBounds.ts'
import { clearedSiweCookie } from '../cookies/clearedSiweCookie.ts'
import type { SiweRouteHandler } from '../createSiweHandler.ts'
import { isJsonRequest } from '../requests/isJsonRequest.ts'
import { isSameOrigin } from '../requests/isSameOrigin.ts'
import { readCappedBody } from '../requests/readCappedBody.ts'
import { refuse } from '../responses/refuse.ts'
import { siweHeaders } from '../responses/siweHeaders.ts'
import { readSession } from '../sessions/readSession.ts'

/** `POST logout`: the session cookie cleared and the session revoked. */
export function createLogoutRoute(
  context: SiweHandlerContext,
): SiweRouteHandler {
  const { origin, cookies, store } = context
  return async (request) => {
    if (request.method !== 'POST')
      return refuse(context, 'logout', 'method-not-allowed', {
        headers: [['allow', 'POST']],
      })
    if (!isSameOrigin(request, origin.origin))
      return refuse(context, 'logout', 'cross-origin')
    if (!isJsonRequest(request)) return refuse(context, 'logout', 'not-json')
    const text = await readCappedBody(request, maxBody)
    if (text === 'too-large') return refuse(context, 'logout', 'body-too-large')
    const clear: [string, string][] = [
      ['set-cookie', clearedSiweCookie(cookies, 'session')],
    ]
    try {
      const current = await readSession(context, request)
      // Revoked until it would have ended anyway: a copy of the cookie
      // taken before the logout is refused from now on.
      if (typeof current !== 'string')
        await store.set(`revoked:${current.s}`, '1', current.u - Date.now())
    } catch (cause) {
      return refuse(context, 'logout', 'store-failed', {
        cause,
        headers: clear,
      })
    }
    return new Response(null, { status: 204, headers: siweHeaders(clear) })
  }
}
