import { hydrate, type QueryClient } from '@tanstack/query-core'
import { deserialize } from '@wagmi/core'
import { parsePersistedQuery } from './parsePersistedQuery.ts'
import { persistDefaults } from './queryDefaults.ts'

/**
 * Puts the wallet cache kept from the last visit (the account's name, avatar
 * and balance, `persistWalletCache`) into `queryClient` now, synchronously:
 * so the page's first render already shows the name a returning visitor
 * saw, not the short address for one frame. A cache up to 24 hours old,
 * written under the current buster, is read; each of its queries is checked
 * by its shape (`parsePersistedQuery`) and one that fails is left out, so
 * the page renders it as on a first visit. A cache that is expired or
 * cannot be read is removed. Returns whether a cache was restored.
 */
export function restoreWalletCache(
  queryClient: QueryClient,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
): boolean {
  try {
    const text = storage?.getItem(persistDefaults.key)
    if (!storage || !text) return false
    const now = Date.now()
    let persisted: unknown
    try {
      persisted = deserialize(text)
    } catch {}
    const { buster, timestamp, clientState } = (persisted ?? {}) as {
      buster?: unknown
      timestamp?: unknown
      clientState?: { queries?: unknown }
    }
    if (
      typeof timestamp !== 'number' ||
      buster !== persistDefaults.buster ||
      !(timestamp <= now && now - timestamp <= persistDefaults.maxAge) ||
      !Array.isArray(clientState?.queries)
    ) {
      storage.removeItem(persistDefaults.key)
      return false
    }
    const queries = clientState.queries.flatMap((query: unknown) => {
      const parsed = parsePersistedQuery(query, now)
      return parsed ? [parsed] : []
    })
    hydrate(queryClient, { queries, mutations: [] })
    return true
  } catch {
    // A storage that throws: nothing restored.
    return false
  }
}
