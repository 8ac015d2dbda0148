import type { Hex } from 'viem'
import type { WalletState } from './createWalletState.ts'

/** What the control did to a transaction the wallet sent. */
export type TransactionReplacement =
  | { status: 'repriced' | 'cancelled'; replacedBy: Hex }
  | { status: 'dropped' }

/**
 * The transaction that now stands for one the wallet sent: itself, or the
 * speed-up that replaced it; none if it was cancelled or dropped.
 */
export function currentHash(state: WalletState, hash: Hex): Hex | undefined {
  const replacement = state.replaced.get(hash)
  if (!replacement) return hash
  if (replacement.status === 'repriced')
    return currentHash(state, replacement.replacedBy)
  return undefined
}
