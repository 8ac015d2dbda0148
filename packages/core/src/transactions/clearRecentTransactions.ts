import type { Config } from '@wagmi/core'
import {
  type RecentTransactionsScopeParameters,
  recentTransactionsScope,
} from './recentTransactionsScope.ts'
import { updateRecentTransactions } from './updateRecentTransactions.ts'

export type ClearRecentTransactionsParameters =
  RecentTransactionsScopeParameters

export type ClearRecentTransactionsErrorType =
  import('../errors/transactions.ts').RecentTransactionAccountErrorType

/**
 * Empties the connected account's recent list on its chain (or the
 * `account` and `chainId` named), in every tab. A pending transaction is
 * no longer followed; it still happens on chain.
 */
export function clearRecentTransactions(
  config: Config,
  parameters: ClearRecentTransactionsParameters = {},
): void {
  const { storage, key } = recentTransactionsScope(config, parameters)
  updateRecentTransactions(storage, key, () => [])
}
