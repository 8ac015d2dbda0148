import {
  type Chain,
  getAddress,
  type Hex,
  isHex,
  type PublicClient,
  type Transport,
} from 'viem'
import { resolveSiweHandlerContext } from './context/resolveSiweHandlerContext.ts'
import { clockSkew, maxBody, nonceLifetime } from './context/siweBounds.ts'
import { clearedSiweCookie } from './cookies/clearedSiweCookie.ts'
import { siweCookie } from './cookies/siweCookie.ts'
import { SiweError } from './errors/SiweError.ts'
import { admit } from './limits/admit.ts'
import { randomHex } from './randomHex.ts'
import { isJsonRequest } from './requests/isJsonRequest.ts'
import { isSameOrigin } from './requests/isSameOrigin.ts'
import { readCappedBody } from './requests/readCappedBody.ts'
import { readClientAddress } from './requests/readClientAddress.ts'
import { jsonResponse } from './responses/jsonResponse.ts'
import { refuse } from './responses/refuse.ts'
import { siweHeaders } from './responses/siweHeaders.ts'
import type { SiweRefusal, SiweRefusalReason } from './SiweRefusal.ts'
import type { PreSessionToken } from './sessions/PreSessionToken.ts'
import { readPreSession } from './sessions/readPreSession.ts'
import { readSession } from './sessions/readSession.ts'
import type { SessionToken } from './sessions/SessionToken.ts'
import { sessionCookie } from './sessions/sessionCookie.ts'
import type {
  SiweNonceResponse,
  SiweSessionResponse,
  SiweVerifyResponse,
} from './siweResponses.ts'
import type { SiweStore } from './stores/SiweStore.ts'
import { checkSiweMessage } from './verify/checkSiweMessage.ts'
import { parseEip4361Message } from './verify/parseEip4361Message.ts'
import {
  parseStoredNonce,
  type StoredNonce,
} from './verify/parseStoredNonce.ts'

/** A chain the handler verifies signatures on: a viem chain and its transport, or a public client. */
export type SiweChain =
  | { chain: Chain; transport: Transport }
  | { client: PublicClient }

/** A limit of requests per window (seconds). */
export type SiweRateLimit = { limit: number; window: number }

export type CreateSiweHandlerParameters = {
  /**
   * The app's origin as visitors' browsers see it (`https://app.example`):
   * messages' `URI` must be on it, POSTs must come from it, and it decides
   * the cookies' names. An `http:` origin is accepted on loopback only.
   */
  origin: string
  /** The host messages must name; the origin's host by default. Never read from a request. */
  domain?: string | undefined
  /** The chains a visitor may sign in on, each with a way to reach its node. */
  chains: readonly [SiweChain, ...SiweChain[]]
  /**
   * The secrets that sign the cookies, each at least 32 characters: the
   * first signs, every one verifies. Rotate by putting a new one first, and
   * remove the old one once its sessions have ended (`sessionAbsoluteMaxAge`).
   */
  secrets: readonly [string, ...string[]]
  /**
   * Where nonces, revocations and rate counters live; in this process's
   * memory by default. The rate limits bound what clients can make it hold:
   * 18 004 nonces and counters with the default limits (docs/siwe.md,
   * Stores); revocations apart, never refused for room.
   */
  store?: SiweStore | undefined
  /**
   * Milliseconds the handler waits for one store call; 2000 by default. A
   * call that has not answered by then is a store failure: the route
   * answers 503 and `getSession` throws `SiweStoreError`.
   */
  storeTimeout?: number | undefined
  /** Where the routes are: `{basePath}/nonce`, `/verify`, `/session`, `/logout`; `/api/siwe` by default. */
  basePath?: string | undefined
  /** Seconds a session lives without being read (`GET session` renews it); 3600 by default. */
  sessionMaxAge?: number | undefined
  /** Seconds a session lives at most, renewals included; 7 days by default. */
  sessionAbsoluteMaxAge?: number | undefined
  /**
   * Nonces a client may take (`GET nonce`), counted per address (an IPv6
   * address by its /64) and per pre-session; 20 a minute by default.
   */
  nonceRateLimit?: SiweRateLimit | undefined
  /**
   * Nonces all clients together may take, twice over: once for requests
   * that carry a pre-session cookie, once for those that do not; 600 a
   * minute each by default.
   */
  globalNonceRateLimit?: SiweRateLimit | undefined
  /** Sign-ins a client may try (`POST verify`), per address and per pre-session; 20 a minute by default. */
  verifyRateLimit?: SiweRateLimit | undefined
  /** Sign-ins all clients together may try, twice over as for nonces; 600 a minute each by default. */
  globalVerifyRateLimit?: SiweRateLimit | undefined
  /**
   * Who the client is, for the rate limits, read from the request: e.g.
   * Cloudflare's `cf-connecting-ip` header. Asked first; when it answers
   * nothing, the runtime's address (the handler's second argument, which
   * `toNodeHandler` fills) is used. Only a header that a proxy you name
   * sets, overwriting what the client sent, may be trusted.
   */
  clientAddress?: ((request: Request) => string | null | undefined) | undefined
  /** Called on each refused request: log it (the client only gets a status). */
  onRefusal?: ((refusal: SiweRefusal) => void) | undefined
}

/** What the runtime knows about a request that the `Request` does not carry. */
export type SiweRequestContext = {
  /** The client's network address (the socket's peer, or the platform's). */
  clientAddress?: string | undefined
}

/** A session as the server reads it. */
export type SiweSession = {
  address: `0x${string}`
  chainId: number
  /** When it ends unless renewed. */
  expiresAt: Date
}

/** One route's handler. */
export type SiweRouteHandler = (
  request: Request,
  context?: SiweRequestContext,
) => Promise<Response>

/**
 * The router (`(request) => Promise<Response>`, mounted at `basePath`), its
 * four routes, and `getSession` for the app's own routes.
 */
export type SiweHandler = SiweRouteHandler & {
  nonce: SiweRouteHandler
  verify: SiweRouteHandler
  session: SiweRouteHandler
  logout: SiweRouteHandler
  /**
   * The signed-in visitor of a request, or `undefined`; reads only (no
   * renewal). Throws `SiweStoreError` when the store fails or does not
   * answer within `storeTimeout` (answer 503: whether the session was
   * revoked is not known).
   */
  getSession: (request: Request) => Promise<SiweSession | undefined>
  basePath: string
}

/**
 * Sign-In with Ethereum on the Fetch API: `GET nonce`, `POST verify`,
 * `GET session`, `POST logout`, as one router and as four handlers.
 */
export function createSiweHandler(
  parameters: CreateSiweHandlerParameters,
): SiweHandler {
  const context = resolveSiweHandlerContext(parameters)
  const {
    origin,
    domain,
    cookies,
    basePath,
    clients,
    chainIds,
    tokens,
    store,
    sessionMaxAge,
    sessionAbsoluteMaxAge,
  } = context

  const nonce: SiweRouteHandler = async (request, requestContext) => {
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
      // Kept a little past its lifetime: the age check below, not the
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

  const verify: SiweRouteHandler = async (request, requestContext) => {
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
    const text = await readCappedBody(request, maxBody)
    if (text === 'too-large') return refuse(context, 'verify', 'body-too-large')
    if (text === 'malformed') return refuse(context, 'verify', 'malformed-body')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return refuse(context, 'verify', 'malformed-body')
    }
    const { message, signature } = (body ?? {}) as Record<string, unknown>
    if (
      typeof message !== 'string' ||
      typeof signature !== 'string' ||
      !isHex(signature, { strict: true }) ||
      signature.length < 4 ||
      signature.length % 2 !== 0
    )
      return refuse(context, 'verify', 'malformed-body')

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

    const client = clients.get(checked.chainId)!
    let valid: boolean
    try {
      // ERC-1271 (deployed contract accounts) and ERC-6492 (not yet
      // deployed) through the node; a node that fails refuses the sign-in
      // (viem answers an EOA's signature by recovery without it).
      valid = await client.verifyMessage({
        address: checked.address,
        message,
        signature: signature as Hex,
      })
    } catch (cause) {
      return refuse(context, 'verify', 'verification-failed', { cause })
    }
    if (!valid) {
      // viem answers `false` when the node fails a contract account's check
      // (it cannot tell a revert from an outage): refused either way, and a
      // probe tells the logs which it was.
      const down = await client.request({ method: 'eth_blockNumber' }).then(
        () => undefined,
        (cause: unknown) => ({ cause }),
      )
      return refuse(
        context,
        'verify',
        down ? 'verification-failed' : 'bad-signature',
        down,
      )
    }

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

  const session: SiweRouteHandler = async (request) => {
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

  const logout: SiweRouteHandler = async (request) => {
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

  const routes: Record<string, SiweRouteHandler> = {
    [`${basePath}/nonce`]: nonce,
    [`${basePath}/verify`]: verify,
    [`${basePath}/session`]: session,
    [`${basePath}/logout`]: logout,
  }
  const router: SiweRouteHandler = async (request, requestContext) => {
    const route = routes[new URL(request.url).pathname]
    if (!route) return refuse(context, 'unknown', 'not-found')
    return route(request, requestContext)
  }
  return Object.assign(router, {
    nonce,
    verify,
    session,
    logout,
    basePath,
    async getSession(request: Request) {
      const current = await readSession(context, request)
      if (typeof current === 'string') return undefined
      return {
        address: current.a,
        chainId: current.c,
        expiresAt: new Date(current.e),
      }
    },
  })
}
