import { type LatchConfig, watchRecentTransactions } from '@latch/core'

/**
 * The follower of pending transactions, in a chunk of its own: the account
 * button loads it only when the stored list has a pending one (a reload,
 * another tab), so a first paint carries none of viem's waiting code.
 */
export function followPendingTransactions(config: LatchConfig): () => void {
  return watchRecentTransactions(config)
}
