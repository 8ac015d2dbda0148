import type { Chain, PublicClient, Transport } from 'viem'
import { resolveSiweHandlerContext } from './context/resolveSiweHandlerContext.ts'
import { refuse } from './responses/refuse.ts'
import { createLogoutRoute } from './routes/createLogoutRoute.ts'
import { createNonceRoute } from './routes/createNonceRoute.ts'
import { createSessionRoute } from './routes/createSessionRoute.ts'
import { createVerifyRoute } from './routes/createVerifyRoute.ts'
import type { SiweRefusal } from './SiweRefusal.ts'
import { readSession } from './sessions/readSession.ts'
import type { SiweStore } from './stores/SiweStore.ts'

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
  const nonce = createNonceRoute(context)
  const verify = createVerifyRoute(context)
  const session = createSessionRoute(context)
  const logout = createLogoutRoute(context)
  const { basePath } = context
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
