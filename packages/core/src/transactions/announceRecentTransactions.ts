import { recentTransactionsEvent } from './recentTransactionsKey.ts'
import {
  openChannel,
  recentTransactionsListeners,
} from './subscribeRecentTransactions.ts'

/** Tells this tab's listeners and the other tabs that `key` changed. */
export function announceRecentTransactions(storage: Storage, key: string) {
  for (const listener of [...(recentTransactionsListeners.get(storage) ?? [])])
    listener(key)
  try {
    openChannel()?.postMessage(key)
    if (typeof window !== 'undefined')
      window.dispatchEvent(new Event(recentTransactionsEvent))
  } catch {}
}
