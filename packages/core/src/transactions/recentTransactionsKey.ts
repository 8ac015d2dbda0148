import type { Address } from 'viem'
import { recentTransactionsPrefix } from './recentTransactionsPrefix.ts'

/**
 * The event dispatched on `window` when this tab writes a recent list: a
 * first paint listens for it (and for other tabs' `storage` events) with
 * no more code than its name, before it loads what reads the list.
 */
export const recentTransactionsEvent = 'latch:transactions'

/**
 * The storage key of `account`'s recent transactions on `chainId`: the
 * prefix (`latch.transactions.`), the account's 40 hex digits in lower
 * case, a dot and the chain id.
 */
export function recentTransactionsKey(
  account: Address | string,
  chainId: number,
): string {
  return `${recentTransactionsPrefix}${account.slice(2).toLowerCase()}.${chainId}`
}
