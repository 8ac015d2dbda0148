import { announceRecentTransactions } from './announceRecentTransactions.ts'
import {
  parseRecentTransactions,
  type RecentTransaction,
} from './parseRecentTransactions.ts'
import { readRecentTransactions } from './readRecentTransactions.ts'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'

/**
 * Rewrites the list under `key` with `update` applied to what is stored now
 * (another tab may have written since this one read): capped, newest
 * first, removed when empty; then tells every listener. Returns the list
 * as written.
 */
export function updateRecentTransactions(
  storage: Storage,
  key: string,
  update: (items: RecentTransaction[]) => RecentTransaction[],
): RecentTransaction[] {
  const before = readRecentTransactions(storage, key)
  const text = JSON.stringify({
    v: recentTransactionsDefaults.version,
    items: update(before),
  })
  // Read back through the parser: what is written is what any tab reads.
  const items = parseRecentTransactions(text)
  try {
    if (items.length === 0) storage.removeItem(key)
    else
      storage.setItem(
        key,
        JSON.stringify({ v: recentTransactionsDefaults.version, items }),
      )
  } catch {
    // A storage that refuses keeps nothing; the page goes on.
  }
  announceRecentTransactions(storage, key)
  return items
}
