import { createPublicClient, type PublicClient } from 'viem'
import {
  createTokenSigner,
  type TokenSigner,
} from '../cookies/createTokenSigner.ts'
import {
  type SiweCookies,
  siweCookieNames,
} from '../cookies/siweCookieNames.ts'
import type {
  CreateSiweHandlerParameters,
  SiweRateLimit,
} from '../createSiweHandler.ts'
import { SiweConfigurationError } from '../errors/SiweConfigurationError.ts'
import { createMemoryStore } from '../stores/createMemoryStore.ts'
import type { SiweStore } from '../stores/SiweStore.ts'
import { timeLimitedStore } from '../stores/timeLimitedStore.ts'

/** A route's rate limits: per client, and for all clients together. */
export type SiweRouteLimits = {
  perClient: SiweRateLimit
  global: SiweRateLimit
}

/** What the routes share: `createSiweHandler`'s parameters, checked and resolved. */
export type SiweHandlerContext = {
  origin: URL
  /** The host messages must name. */
  domain: string
  cookies: SiweCookies
  basePath: string
  /** A public client for each chain a visitor may sign in on, by chain id. */
  clients: ReadonlyMap<number, PublicClient>
  chainIds: ReadonlySet<number>
  tokens: TokenSigner
  /** The store, each call bounded by `storeTimeout`. */
  store: SiweStore
  /** Seconds. */
  sessionMaxAge: number
  /** Seconds. */
  sessionAbsoluteMaxAge: number
  limits: { nonce: SiweRouteLimits; verify: SiweRouteLimits }
  clientAddress: CreateSiweHandlerParameters['clientAddress']
  onRefusal: CreateSiweHandlerParameters['onRefusal']
}

const minSecretLength = 32

/**
 * `createSiweHandler`'s parameters with their defaults, each checked: a
 * mistake throws `SiweConfigurationError` when the app starts, not on a
 * visitor's request.
 */
export function resolveSiweHandlerContext(
  parameters: CreateSiweHandlerParameters,
): SiweHandlerContext {
  const {
    secrets,
    store = createMemoryStore(),
    storeTimeout = 2_000,
    sessionMaxAge = 3_600,
    sessionAbsoluteMaxAge = 7 * 24 * 3_600,
    nonceRateLimit = { limit: 20, window: 60 },
    globalNonceRateLimit = { limit: 600, window: 60 },
    verifyRateLimit = { limit: 20, window: 60 },
    globalVerifyRateLimit = { limit: 600, window: 60 },
    clientAddress,
    onRefusal,
  } = parameters
  let origin: URL
  try {
    origin = new URL(parameters.origin)
  } catch {
    throw new SiweConfigurationError({
      reason: `the origin ${JSON.stringify(parameters.origin)} is not a URL`,
    })
  }
  if (origin.origin !== parameters.origin.replace(/\/$/, ''))
    throw new SiweConfigurationError({
      reason: `the origin ${JSON.stringify(parameters.origin)} has a path, a query or credentials; give the origin alone (${origin.origin})`,
    })
  const domain = parameters.domain ?? origin.host
  const cookies = siweCookieNames(origin)
  const basePath = (parameters.basePath ?? '/api/siwe').replace(/\/$/, '')
  if (!secrets?.length)
    throw new SiweConfigurationError({ reason: 'no secret was given' })
  for (const secret of secrets)
    if (typeof secret !== 'string' || secret.length < minSecretLength)
      throw new SiweConfigurationError({
        reason: `every secret must be at least ${minSecretLength} characters (e.g. \`openssl rand -base64 32\`)`,
      })
  for (const [name, value] of [
    ['sessionMaxAge', sessionMaxAge],
    ['sessionAbsoluteMaxAge', sessionAbsoluteMaxAge],
  ] as const)
    if (!Number.isFinite(value) || value <= 0)
      throw new SiweConfigurationError({
        reason: `${name} must be a positive number of seconds`,
      })
  if (!Number.isFinite(storeTimeout) || storeTimeout <= 0)
    throw new SiweConfigurationError({
      reason: 'storeTimeout must be a positive number of milliseconds',
    })
  for (const [name, value] of [
    ['nonceRateLimit', nonceRateLimit],
    ['globalNonceRateLimit', globalNonceRateLimit],
    ['verifyRateLimit', verifyRateLimit],
    ['globalVerifyRateLimit', globalVerifyRateLimit],
  ] as const)
    if (
      !Number.isSafeInteger(value?.limit) ||
      value.limit < 1 ||
      !Number.isFinite(value.window) ||
      value.window <= 0
    )
      throw new SiweConfigurationError({
        reason: `${name} must be { limit, window }: a whole number of requests (1 or more) and a positive number of seconds`,
      })
  const limitedStore = timeLimitedStore(store, storeTimeout)
  const clients = new Map<number, PublicClient>()
  for (const entry of parameters.chains ?? []) {
    const client =
      'client' in entry
        ? entry.client
        : (createPublicClient({
            chain: entry.chain,
            transport: entry.transport,
          }) as PublicClient)
    const id = client.chain?.id
    if (id === undefined)
      throw new SiweConfigurationError({
        reason: 'a public client in `chains` has no chain',
      })
    clients.set(id, client)
  }
  if (clients.size === 0)
    throw new SiweConfigurationError({ reason: 'no chain was given' })
  return {
    origin,
    domain,
    cookies,
    basePath,
    clients,
    chainIds: new Set(clients.keys()),
    tokens: createTokenSigner(secrets),
    store: limitedStore,
    sessionMaxAge,
    sessionAbsoluteMaxAge,
    limits: {
      nonce: { perClient: nonceRateLimit, global: globalNonceRateLimit },
      verify: { perClient: verifyRateLimit, global: globalVerifyRateLimit },
    },
    clientAddress,
    onRefusal,
  }
}
