import type { Address } from 'viem'

/**
 * Where an account's recent transactions on one chain are kept: under
 * `latch.transactions.` then the account's 40 hex digits in lower case, a
 * dot and the chain id. In a module of its own: the clean-up on disconnect,
 * part of the first paint, needs the prefix alone.
 */
export const recentTransactionsPrefix = 'latch.transactions.'

/**
 * The event dispatched on `window` when this tab writes a recent list: a
 * first paint listens for it (and for other tabs' `storage` events) with
 * no more code than its name, before it loads what reads the list.
 */
export const recentTransactionsEvent = 'latch:transactions'

/** The storage key of `account`'s recent transactions on `chainId`. */
export function recentTransactionsKey(
  account: Address | string,
  chainId: number,
): string {
  return `${recentTransactionsPrefix}${account.slice(2).toLowerCase()}.${chainId}`
}
