import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { deserialize, serialize } from '@wagmi/core'
import { classifyWalletError } from '../wallet/errors/classify.ts'

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

/**
 * A read's `refetchInterval`: again while its last attempt found no node
 * answering (`NetworkUnavailableError`), else never; a node's own answer,
 * error or not, stands.
 */
export function refetchWhileUnreachable(query: {
  state: { status: string; error: unknown }
}): number | false {
  if (query.state.status !== 'error') return false
  const error = classifyWalletError(query.state.error, { operation: 'read' })
  return error.name === 'NetworkUnavailableError'
    ? failedReadRetryInterval
    : false
}

/** Where and how the query cache is persisted (seed §9). */
export const persistDefaults = {
  key: 'wagmi.cache',
  throttleTime: 1_000,
  maxAge: 24 * hour,
} as const

/** The QueryClient Latch runs on, with the seed's defaults. */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryDefaults.gcTime,
        networkMode: queryDefaults.networkMode,
        refetchOnWindowFocus: queryDefaults.refetchOnWindowFocus,
        retry: queryDefaults.retry,
      },
      mutations: {
        networkMode: queryDefaults.networkMode,
        retry: queryDefaults.retry,
      },
    },
  })
  queryClient.setQueryDefaults(['ensName'], { staleTime: ensNameStaleTime })
  return queryClient
}

/** The persist options for `PersistQueryClientProvider`: localStorage, bigints kept. */
export function createPersistOptions(
  storage: Storage | undefined,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    maxAge: persistDefaults.maxAge,
    persister: createSyncStoragePersister({
      key: persistDefaults.key,
      storage,
      throttleTime: persistDefaults.throttleTime,
      serialize,
      deserialize,
    }),
  }
}
