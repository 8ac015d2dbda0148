import { dehydrate, type QueryClient } from '@tanstack/query-core'
import { serialize } from '@wagmi/core'
import { persistDefaults, persistedQueryKeys } from './queryDefaults.ts'

// What changes the stored cache: a query added, removed, or its state
// updated (observers coming and going change nothing stored).
const changes = new Set(['added', 'removed', 'updated'])

/**
 * Keeps the wallet cache of `queryClient` in `storage` (seed §9), for
 * `restoreWalletCache` to read on the next visit: under `wagmi.cache`, as
 * `{ buster, timestamp, clientState: { queries, mutations } }` with wagmi's
 * `serialize` (bigints kept); only the wallet's queries
 * (`persistedQueryKeys`), and only their successful answers; written at most
 * once a second, with the cache as it is when the second ends, and at once
 * when the page is left or hidden within that second (a reload right after
 * a lookup keeps what it found). A write the storage refuses (quota,
 * privacy mode) is dropped: the page keeps working from memory. Returns the
 * function that stops (a pending write with it).
 */
export function persistWalletCache(
  queryClient: QueryClient,
  storage: Pick<Storage, 'setItem'> | undefined,
): () => void {
  if (!storage) return () => {}
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    timer = undefined
    // Read when the second ends, not when it began: the latest state wins.
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        persistedQueryKeys.has(query.queryKey[0]),
      // A wallet's paused mutations (a connect, a signature) are not the
      // visitor's to replay on another visit.
      shouldDehydrateMutation: () => false,
    })
    try {
      storage.setItem(
        persistDefaults.key,
        serialize({
          buster: persistDefaults.buster,
          timestamp: Date.now(),
          clientState,
        }),
      )
    } catch {}
  }
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (!changes.has(event.type) || timer !== undefined) return
    timer = setTimeout(write, persistDefaults.throttleTime)
  })
  // Left (a reload, another page, the tab closed) or hidden (a phone may
  // end a hidden tab) within the second: the pending write, now.
  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    write()
  }
  const hidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  const page = typeof document === 'undefined' ? undefined : globalThis
  page?.addEventListener('pagehide', flush)
  page?.addEventListener('visibilitychange', hidden)
  return () => {
    stop()
    clearTimeout(timer)
    timer = undefined
    page?.removeEventListener('pagehide', flush)
    page?.removeEventListener('visibilitychange', hidden)
  }
}
