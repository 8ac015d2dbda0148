import {
  type Chain,
  getAddress,
  type Hex,
  isHex,
  type PublicClient,
  type Transport,
} from 'viem'
import { resolveSiweHandlerContext } from './context/resolveSiweHandlerContext.ts'
import {
  clockSkew,
  maxBody,
  nonceLifetime,
  preSessionLifetime,
} from './context/siweBounds.ts'
import { readCookie } from './cookies/readCookie.ts'
import { SiweError } from './errors/SiweError.ts'
import { randomHex } from './randomHex.ts'
import { clientGroup } from './requests/clientGroup.ts'
import { isJsonRequest } from './requests/isJsonRequest.ts'
import { isSameOrigin } from './requests/isSameOrigin.ts'
import { readCappedBody } from './requests/readCappedBody.ts'
import { jsonResponse } from './responses/jsonResponse.ts'
import { refuse } from './responses/refuse.ts'
import { siweHeaders } from './responses/siweHeaders.ts'
import type { SiweRefusal, SiweRefusalReason } from './SiweRefusal.ts'
import type {
  SiweNonceResponse,
  SiweSessionResponse,
  SiweVerifyResponse,
} from './siweResponses.ts'
import type { SiweStore } from './stores/SiweStore.ts'
import { checkSiweMessage } from './verify/checkSiweMessage.ts'
import { parseEip4361Message } from './verify/parseEip4361Message.ts'

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

type PreSessionToken = {
  p: string
  /** When it was minted (ms): it counts as held for `preSessionLifetime`. */
  t: number
}

/** A request's pre-session, and whether it still counts as held. */
type PreSession = { p: string; t: number; held: boolean }
type SessionToken = {
  /** The session's id, what a logout revokes. */
  s: string
  a: `0x${string}`
  c: number
  /** Ends (ms) unless renewed, and at the latest. */
  e: number
  u: number
}
type StoredNonce = { p: string; t: number }

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
    clientAddress,
  } = context
  const nonceRateLimit = context.limits.nonce.perClient
  const globalNonceRateLimit = context.limits.nonce.global
  const verifyRateLimit = context.limits.verify.perClient
  const globalVerifyRateLimit = context.limits.verify.global

  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAge))}; HttpOnly${cookies.secure}; SameSite=Lax`
  const cleared = (name: string) =>
    `${name}=; Path=/; Max-Age=0; HttpOnly${cookies.secure}; SameSite=Lax`

  /** The pre-session a request's cookie carries, if one of the secrets signed it. */
  const readPreSessionToken = async (
    request: Request,
  ): Promise<PreSession | undefined> => {
    const value = readCookie(request, cookies.preSession)
    if (!value) return undefined
    const payload = (await tokens.read('pre-session', value)) as
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
  /** The pre-session id a request's cookie carries, if one of the secrets signed it. */
  const readPreSession = async (request: Request) =>
    (await readPreSessionToken(request))?.p

  /**
   * Whether a request is within the rate limits, counted before anything
   * else is stored for it. Per client: by its address (an IPv6 one by its
   * /64) when known, and by its pre-session when it carries one; then in
   * all, in one of two pools, for requests with a held pre-session and for
   * those without.
   *
   * A client's own counters are created only once the global limit has
   * admitted the request, so the store holds at most a few keys per
   * admitted request, whatever the number of clients: a flood from many
   * addresses is refused by the global limit without writing a key for
   * each. A client already counted is refused on its own counter without
   * touching the global one, so one client past its limit takes nothing
   * from the others.
   *
   * Where no address is known (a Fetch mount that passes none), one client
   * can look like many: it drops its cookies and is new on each request,
   * and a signed pre-session costs it only a request, which stores nothing
   * until admitted. Hence two pools. A client that keeps its cookie is held
   * to its own limit; one that drops it draws on the pool of requests
   * without a pre-session only, so it cannot refuse the visitors who
   * already hold one (the client fetches a nonce as soon as a wallet is
   * connected). To reach the other pool it must gather pre-sessions, each
   * minted through the first pool and held for `preSessionLifetime`
   * only; one that does so on purpose can (30 suffice at the default
   * limits). Telling it from 30 visitors needs its address. Either way the
   * store's bound holds.
   */
  const admit = async (
    route: 'nonce' | 'verify',
    perClient: SiweRateLimit,
    global: SiweRateLimit,
    client: string | null,
    preSession: PreSession | undefined,
  ) => {
    const counters: string[] = []
    if (client !== null) counters.push(`rate:${route}:a:${clientGroup(client)}`)
    if (preSession) counters.push(`rate:${route}:p:${preSession.p}`)
    const created: string[] = []
    for (const key of counters) {
      if (!(await store.has(key))) {
        created.push(key)
        continue
      }
      const count = await store.increment(key, perClient.window * 1_000)
      // Ended between the two calls, so just made again: undone, and made
      // only if the request is admitted, as for a new client.
      if (count === 1) {
        await store.take(key)
        created.push(key)
      } else if (count > perClient.limit) return false
    }
    const pool = preSession?.held ? 'held' : 'new'
    if (
      (await store.increment(`rate:${route}:${pool}`, global.window * 1_000)) >
      global.limit
    )
      return false
    for (const key of created)
      await store.increment(key, perClient.window * 1_000)
    return true
  }

  /** A request's session token, checked: signature, shape, time, revocation. */
  const readSession = async (
    request: Request,
  ): Promise<SessionToken | SiweRefusalReason> => {
    const value = readCookie(request, cookies.session)
    if (!value) return 'no-session'
    const payload = (await tokens.read('session', value)) as
      | Partial<SessionToken>
      | undefined
    if (
      !payload ||
      typeof payload.s !== 'string' ||
      !/^[0-9a-f]{32}$/.test(payload.s) ||
      typeof payload.a !== 'string' ||
      !/^0x[0-9a-fA-F]{40}$/.test(payload.a) ||
      !Number.isSafeInteger(payload.c) ||
      !chainIds.has(payload.c!) ||
      !Number.isSafeInteger(payload.e) ||
      !Number.isSafeInteger(payload.u)
    )
      return 'bad-session'
    const now = Date.now()
    if (payload.e! <= now || payload.u! <= now) return 'session-expired'
    if (await store.has(`revoked:${payload.s}`)) return 'session-revoked'
    return payload as SessionToken
  }

  const readClientAddress = (
    request: Request,
    context: SiweRequestContext | undefined,
  ) => clientAddress?.(request) || context?.clientAddress || null

  const sessionCookie = async (session: SessionToken) =>
    cookie(
      cookies.session,
      await tokens.sign('session', session),
      (session.e - Date.now()) / 1_000,
    )

  const nonce: SiweRouteHandler = async (request, requestContext) => {
    if (request.method !== 'GET')
      return refuse(context, 'nonce', 'method-not-allowed', {
        headers: [['allow', 'GET']],
      })
    const client = readClientAddress(request, requestContext)
    try {
      const held = await readPreSessionToken(request)
      if (
        !(await admit(
          'nonce',
          nonceRateLimit,
          globalNonceRateLimit,
          client,
          held,
        ))
      )
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
          cookie(
            cookies.preSession,
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
    const requester = readClientAddress(request, requestContext)
    try {
      if (
        !(await admit(
          'verify',
          verifyRateLimit,
          globalVerifyRateLimit,
          requester,
          await readPreSessionToken(request),
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
    if ((await readPreSession(request)) !== issued.p)
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
      ['set-cookie', await sessionCookie(session)],
    ])
  }

  const session: SiweRouteHandler = async (request) => {
    if (request.method !== 'GET')
      return refuse(context, 'session', 'method-not-allowed', {
        headers: [['allow', 'GET']],
      })
    let current: SessionToken | SiweRefusalReason
    try {
      current = await readSession(request)
    } catch (cause) {
      return refuse(context, 'session', 'store-failed', { cause })
    }
    if (typeof current === 'string')
      return refuse(context, 'session', current, {
        headers:
          current === 'no-session'
            ? []
            : [['set-cookie', cleared(cookies.session)]],
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
      ['set-cookie', await sessionCookie(renewed)],
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
    const clear: [string, string][] = [['set-cookie', cleared(cookies.session)]]
    try {
      const current = await readSession(request)
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
      const current = await readSession(request)
      if (typeof current === 'string') return undefined
      return {
        address: current.a,
        chainId: current.c,
        expiresAt: new Date(current.e),
      }
    },
  })
}

/** A nonce's stored value, checked: the store is outside this process. */
function parseStoredNonce(value: string | undefined): StoredNonce | undefined {
  if (value === undefined || value.length > 200) return undefined
  try {
    const parsed = JSON.parse(value) as Partial<StoredNonce>
    if (
      typeof parsed.p === 'string' &&
      /^[0-9a-f]{32}$/.test(parsed.p) &&
      Number.isSafeInteger(parsed.t)
    )
      return parsed as StoredNonce
  } catch {}
  return undefined
}
