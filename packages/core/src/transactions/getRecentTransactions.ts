import type { Config } from '@wagmi/core'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { readRecentTransactions } from './readRecentTransactions.ts'
import {
  type RecentTransactionsScopeParameters,
  recentTransactionsScope,
} from './recentTransactionsScope.ts'

export type GetRecentTransactionsParameters = RecentTransactionsScopeParameters

export type GetRecentTransactionsReturnType = readonly RecentTransaction[]

/**
 * The connected account's recent transactions on its chain (or the
 * `account` and `chainId` named), newest first, as stored and validated.
 * Empty when no account is connected and none is named.
 */
export function getRecentTransactions(
  config: Config,
  parameters: GetRecentTransactionsParameters = {},
): GetRecentTransactionsReturnType {
  let scope: ReturnType<typeof recentTransactionsScope>
  try {
    scope = recentTransactionsScope(config, parameters)
  } catch {
    return []
  }
  return readRecentTransactions(scope.storage, scope.key)
}
