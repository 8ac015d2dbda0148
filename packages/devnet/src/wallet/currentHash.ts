import type { Hex } from 'viem'
import type { WalletState } from './createWalletState.ts'

/**
 * The transaction that now stands for one the wallet sent: itself, or the
 * speed-up that replaced it; none if it was cancelled or dropped.
 */
export function currentHash(state: WalletState, hash: Hex): Hex | undefined {
  const record = state.transactions.find((record) => record.hash === hash)
  if (!record || record.status === 'sent') return hash
  if (record.status === 'repriced' && record.replacedBy)
    return currentHash(state, record.replacedBy)
  return undefined
}
