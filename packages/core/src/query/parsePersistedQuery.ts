import type { DehydratedState } from '@tanstack/query-core'
import { hashFn } from '@wagmi/core/query'
import { persistedQueryKeys } from './queryDefaults.ts'

/** One query of a persisted cache, as `hydrate` takes it. */
export type PersistedQuery = DehydratedState['queries'][number]

/**
 * The shape of each persisted query's data, as the query that produced it
 * returns it: `accountNameQueryOptions` (and wagmi's `useEnsName`) a name or
 * null, `accountAvatarQueryOptions` (and `useEnsAvatar`) a URL or null,
 * `accountBalanceQueryOptions` (and `useBalance`) wagmi's `getBalance`
 * answer. Each returns the data to restore, or undefined when it is not one.
 */
const dataShapes: Record<string, (data: unknown) => unknown> = {
  ensName: (data) =>
    data === null || typeof data === 'string' ? data : undefined,
  ensAvatar: (data) => (data === null || isUrl(data) ? data : undefined),
  balance: (data) => {
    if (!isPlainObject(data)) return undefined
    const { decimals, symbol, value } = data
    if (
      typeof value !== 'bigint' ||
      value < 0n ||
      typeof symbol !== 'string' ||
      // An ERC-20 `decimals` is a uint8; a larger one would have
      // `formatUnits` pad a string of that many zeros.
      !Number.isInteger(decimals) ||
      (decimals as number) < 0 ||
      (decimals as number) > 255
    )
      return undefined
    // Only the fields `getBalance` answers: nothing else rides along.
    return { decimals, symbol, value }
  },
}

/**
 * A query read from the persisted cache, checked by its shape as a node's
 * answer would be: one of `persistedQueryKeys` under its own key shape, a
 * success, its data what that query returns, updated no later than `now`.
 * Returns the query rebuilt from those fields alone (its hash recomputed
 * from its key, no promise, no meta), or undefined for anything else.
 */
export function parsePersistedQuery(
  value: unknown,
  now: number = Date.now(),
): PersistedQuery | undefined {
  if (!isPlainObject(value)) return undefined
  const { queryKey, state } = value
  if (
    !Array.isArray(queryKey) ||
    queryKey.length !== 2 ||
    !persistedQueryKeys.has(queryKey[0]) ||
    !isPlainObject(queryKey[1]) ||
    !isPlainObject(state) ||
    state.status !== 'success' ||
    typeof state.dataUpdatedAt !== 'number' ||
    !(state.dataUpdatedAt > 0 && state.dataUpdatedAt <= now)
  )
    return undefined
  const data = dataShapes[queryKey[0] as string]?.(state.data)
  if (data === undefined) return undefined
  let queryHash: string
  try {
    // wagmi's hash, as its hooks and Latch's query options compute it.
    queryHash = hashFn(queryKey)
  } catch {
    return undefined
  }
  return {
    queryKey,
    queryHash,
    dehydratedAt: state.dataUpdatedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: state.dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      fetchStatus: 'idle',
      isInvalidated: false,
      status: 'success',
    },
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}
