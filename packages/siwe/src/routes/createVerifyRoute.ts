import { getAddress } from 'viem'
import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import { clockSkew, nonceLifetime } from '../context/siweBounds.ts'
import type { SiweRouteHandler } from '../createSiweHandler.ts'
import { SiweError } from '../errors/SiweError.ts'
import { admit } from '../limits/admit.ts'
import { randomHex } from '../randomHex.ts'
import { isJsonRequest } from '../requests/isJsonRequest.ts'
import { isSameOrigin } from '../requests/isSameOrigin.ts'
import { readClientAddress } from '../requests/readClientAddress.ts'
import { readVerifyRequest } from '../requests/readVerifyRequest.ts'
import { jsonResponse } from '../responses/jsonResponse.ts'
import { refuse } from '../responses/refuse.ts'
import { readPreSession } from '../sessions/readPreSession.ts'
import type { SessionToken } from '../sessions/SessionToken.ts'
import { sessionCookie } from '../sessions/sessionCookie.ts'
import type { SiweVerifyResponse } from '../siweResponses.ts'
import { checkSiweMessage } from '../verify/checkSiweMessage.ts'
import { parseEip4361Message } from '../verify/parseEip4361Message.ts'
import { parseStoredNonce } from '../verify/parseStoredNonce.ts'
import { verifySignature } from '../verify/verifySignature.ts'

/**
 * `POST verify`: the signed message checked against this server, its nonce
 * consumed and its signature verified on its chain; the session cookie set.
 */
export function createVerifyRoute(
  context: SiweHandlerContext,
): SiweRouteHandler {
  const {
    origin,
    domain,
    clients,
    chainIds,
    store,
    sessionMaxAge,
    sessionAbsoluteMaxAge,
  } = context
  return async (request, requestContext) => {
    if (request.method !== 'POST')
      return refuse(context, 'verify', 'method-not-allowed', {
        headers: [['allow', 'POST']],
      })
    if (!isSameOrigin(request, origin.origin))
      return refuse(context, 'verify', 'cross-origin')
    if (!isJsonRequest(request)) return refuse(context, 'verify', 'not-json')
    // Limited as nonces are, before the body is read or parsed.
    const requester = readClientAddress(context, request, requestContext)
    try {
      if (
        !(await admit(
          context,
          'verify',
          requester,
          await readPreSession(context, request),
        ))
      )
        return refuse(context, 'verify', 'rate-limited')
    } catch (cause) {
      return refuse(context, 'verify', 'store-failed', { cause })
    }
    const body = await readVerifyRequest(request)
    if (typeof body === 'string') return refuse(context, 'verify', body)
    const { message, signature } = body

    // The message's shape first, as EIP-4361's grammar writes it (bounded,
    // linear): one that is not a message costs no store call and no
    // signature work.
    const parsed = parseEip4361Message(message)
    if ('refused' in parsed)
      return refuse(context, 'verify', parsed.refused, {
        cause: new SiweError('The message is not an EIP-4361 message.', {
          metaMessages: [`Line ${parsed.line}: ${parsed.detail}.`],
        }),
      })
    const messageNonce = parsed.message.nonce
    // Then the nonce is consumed, whatever follows: a message is tried
    // once, so a refused one cannot be corrected and replayed.
    // Not one this server makes: no store is asked about it.
    if (!/^[0-9a-f]{32}$/.test(messageNonce))
      return refuse(context, 'verify', 'unknown-nonce')
    let stored: string | undefined
    try {
      stored = await store.take(`nonce:${messageNonce}`)
    } catch (cause) {
      return refuse(context, 'verify', 'store-failed', { cause })
    }
    const issued = parseStoredNonce(stored)
    if (!issued) return refuse(context, 'verify', 'unknown-nonce')
    const now = Date.now()
    if (issued.t + nonceLifetime <= now)
      return refuse(context, 'verify', 'expired-nonce')
    // Bound to the browser that fetched it: a nonce taken in the attacker's
    // browser cannot sign the visitor in as the attacker (login CSRF).
    if ((await readPreSession(context, request))?.p !== issued.p)
      return refuse(context, 'verify', 'other-pre-session')

    const checked = checkSiweMessage(parsed.message, {
      domain,
      origin,
      chainIds,
      now,
      clockSkew,
    })
    if ('refused' in checked) return refuse(context, 'verify', checked.refused)
    if (checked.issuedAt.getTime() < issued.t - clockSkew)
      return refuse(context, 'verify', 'issued-before-nonce')

    const unsigned = await verifySignature(clients.get(checked.chainId)!, {
      address: checked.address,
      message,
      signature,
    })
    if (unsigned)
      return refuse(context, 'verify', unsigned.refused, {
        cause: unsigned.cause,
      })

    const until = Math.min(
      now + sessionAbsoluteMaxAge * 1_000,
      checked.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
    )
    const session: SessionToken = {
      s: randomHex(16),
      a: getAddress(checked.address),
      c: checked.chainId,
      e: Math.min(now + sessionMaxAge * 1_000, until),
      u: until,
    }
    const response: SiweVerifyResponse = {
      address: session.a,
      chainId: session.c,
    }
    return jsonResponse(200, response, [
      ['set-cookie', await sessionCookie(context, session)],
    ])
  }
}
