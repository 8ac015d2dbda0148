import {
  parseRecentTransactions,
  type RecentTransaction,
} from './parseRecentTransactions.ts'

/** The stored list under `key`, validated (`parseRecentTransactions`); empty when storage refuses. */
export function readRecentTransactions(
  storage: Storage,
  key: string,
): RecentTransaction[] {
  try {
    return parseRecentTransactions(storage.getItem(key))
  } catch {
    return []
  }
}
