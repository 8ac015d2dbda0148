const hour = 60 * 60 * 1_000

/** The wallet client defaults of seed §9. */
export const queryDefaults = {
  /** Cached data lives 24 hours, so the persisted cache can restore it. */
  gcTime: 24 * hour,
  /** Restored and cached data serve first; the network is asked when it can be. */
  networkMode: 'offlineFirst',
  refetchOnWindowFocus: false,
  retry: 0,
} as const

/** How long an ENS name stays fresh (seed §9: name lookup stale time 24 h). */
export const ensNameStaleTime = 24 * hour

/**
 * How often a read that failed because no node answered is tried again: it
 * recovers by itself when a node is back, though `retry` is 0.
 */
export const failedReadRetryInterval = 5_000

/** Where and how the query cache is persisted (seed §9). */
export const persistDefaults = {
  key: 'wagmi.cache',
  /** Stored with the cache; a cache stored under another is not restored. */
  buster: '',
  throttleTime: 1_000,
  maxAge: 24 * hour,
} as const

/**
 * The queries the wallet cache keeps between visits: the account's name,
 * avatar and balance (Latch's, and wagmi's own under the same keys). A
 * dapp's other queries stay in memory: its data is not written to the
 * visitor's disk unless it says so.
 */
export const persistedQueryKeys: ReadonlySet<unknown> = new Set([
  'ensName',
  'ensAvatar',
  'balance',
])
