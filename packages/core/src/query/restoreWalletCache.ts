import { hydrate, type QueryClient } from '@tanstack/query-core'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { deserialize } from '@wagmi/core'
import { persistDefaults } from './queryDefaults.ts'

/**
 * Puts the wallet cache kept from the last visit (the account's name, avatar
 * and balance) into `queryClient` now, synchronously, as TanStack's
 * persister would a moment later (same key, same 24-hour limit, same
 * buster): so the page's first render already shows the name a returning
 * visitor saw, not the short address for one frame. Anything unreadable,
 * expired or malformed is left alone (the persister then drops it). Returns
 * whether a cache was restored.
 */
export function restoreWalletCache(
  queryClient: QueryClient,
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean {
  try {
    const text = storage?.getItem(persistDefaults.key)
    if (!text) return false
    const persisted = deserialize<PersistedClient | null>(text)
    if (
      !persisted ||
      typeof persisted !== 'object' ||
      typeof persisted.timestamp !== 'number' ||
      persisted.buster !== '' ||
      Date.now() - persisted.timestamp > persistDefaults.maxAge ||
      !Array.isArray(persisted.clientState?.queries)
    )
      return false
    hydrate(queryClient, persisted.clientState)
    return true
  } catch {
    // A storage that throws, or text that is not a cache: nothing restored.
    return false
  }
}
