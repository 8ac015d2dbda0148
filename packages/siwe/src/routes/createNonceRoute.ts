import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { clockSkew, nonceLifetime } from '../context/siweBounds.ts'
import { siweCookie } from '../cookies/siweCookie.ts'
import type { SiweRouteHandler } from '../createSiweHandler.ts'
import { admit } from '../limits/admit.ts'
import { randomHex } from '../randomHex.ts'
import { readClientAddress } from '../requests/readClientAddress.ts'
import { jsonResponse } from '../responses/jsonResponse.ts'
import { refuse } from '../responses/refuse.ts'
import type { PreSessionToken } from '../sessions/PreSessionToken.ts'
import { readPreSession } from '../sessions/readPreSession.ts'
import type { SiweNonceResponse } from '../siweResponses.ts'
import type { StoredNonce } from '../verify/parseStoredNonce.ts'

/**
 * `GET nonce`: a new nonce, bound to the browser's pre-session (minted with
 * it when the browser carries none), within the rate limits.
 */
export function createNonceRoute(
  context: SiweHandlerContext,
): SiweRouteHandler {
  const { cookies, tokens, store } = context
  return async (request, requestContext) => {
    if (request.method !== 'GET')
      return refuse(context, 'nonce', 'method-not-allowed', {
        headers: [['allow', 'GET']],
      })
    const client = readClientAddress(context, request, requestContext)
    try {
      const held = await readPreSession(context, request)
      if (!(await admit(context, 'nonce', client, held)))
        return refuse(context, 'nonce', 'rate-limited')
      // One pre-session per browser, many nonces: two tabs each fetch one,
      // and neither cancels the other's. One no longer held keeps its id
      // (the other tabs' nonces stay valid) and is minted again.
      const preSession = held?.p ?? randomHex(16)
      const minted = held?.held ? held.t : Date.now()
      // 128 bits from the platform's CSPRNG (not viem's generateSiweNonce,
      // which is Math.random), bound to this browser's pre-session.
      const value = randomHex(16)
      const stored: StoredNonce = { p: preSession, t: Date.now() }
      // Kept a little past its lifetime: verify's age check, not the
      // store's expiry, is what refuses an old nonce.
      await store.set(
        `nonce:${value}`,
        JSON.stringify(stored),
        nonceLifetime + clockSkew,
      )
      const body: SiweNonceResponse = { nonce: value }
      return jsonResponse(200, body, [
        [
          'set-cookie',
          siweCookie(
            cookies,
            'preSession',
            await tokens.sign('pre-session', {
              p: preSession,
              t: minted,
            } satisfies PreSessionToken),
            nonceLifetime / 1_000,
          ),
        ],
      ])
    } catch (cause) {
      return refuse(context, 'nonce', 'store-failed', { cause })
    }
  }
}
