import { recentTransactionsPrefix } from './recentTransactionsPrefix.ts'

type Listener = (key: string) => void

/** This tab's listeners, by storage. */
export const recentTransactionsListeners = new WeakMap<Storage, Set<Listener>>()
const listeners = recentTransactionsListeners
const channelName = 'latch.transactions'
let channel: BroadcastChannel | undefined

/**
 * Calls `listener` with the key of each recent list that changes in
 * `storage`: written in this tab, or in another one (the `storage` event of
 * localStorage, and a BroadcastChannel for a storage that fires none, such
 * as cookies). Returns the unsubscribe.
 */
export function subscribeRecentTransactions(
  storage: Storage,
  listener: Listener,
): () => void {
  let set = listeners.get(storage)
  if (!set) {
    set = new Set()
    listeners.set(storage, set)
  }
  set.add(listener)
  const onStorage = (event: StorageEvent) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.key === null) listener(recentTransactionsPrefix)
    else if (event.key.startsWith(recentTransactionsPrefix)) listener(event.key)
  }
  const onMessage = (event: MessageEvent) => {
    const key: unknown = event.data
    if (typeof key === 'string' && key.startsWith(recentTransactionsPrefix))
      listener(key)
  }
  const target = typeof window === 'undefined' ? undefined : window
  target?.addEventListener('storage', onStorage)
  const own = openChannel()
  own?.addEventListener('message', onMessage)
  return () => {
    set.delete(listener)
    target?.removeEventListener('storage', onStorage)
    own?.removeEventListener('message', onMessage)
  }
}

/** The channel the tabs tell each other on; none where the browser has none. */
export function openChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  try {
    channel = new BroadcastChannel(channelName)
  } catch {}
  return channel
}
