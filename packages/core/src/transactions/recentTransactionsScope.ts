import type { Config } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { RecentTransactionAccountError } from '../errors/transactions.ts'
import { recentTransactionsKey } from './recentTransactionsKey.ts'
import { recentTransactionsStorage } from './recentTransactionsStorage.ts'

/** Whose list: an account on a chain; the connected ones by default. */
export type RecentTransactionsScopeParameters = {
  /** The account; the connected one by default. */
  account?: Address | undefined
  /** The chain; the connected one by default. */
  chainId?: number | undefined
}

/** The list an action works on: where it is kept, and under which key. */
export type RecentTransactionsScope = {
  account: Address
  chainId: number
  storage: Storage
  key: string
}

/** The account and chain named, else the connection's; throws without either. */
export function recentTransactionsScope(
  config: Config,
  parameters: RecentTransactionsScopeParameters = {},
): RecentTransactionsScope {
  const connection = getWalletConnection(config)
  const account = parameters.account ?? connection.account
  const chainId = parameters.chainId ?? connection.chain?.id
  if (!account || chainId === undefined)
    throw new RecentTransactionAccountError()
  if (!isAddress(account, { strict: false }))
    throw new RecentTransactionAccountError({
      details: `Not an address: ${String(account).slice(0, 80)}`,
    })
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new RecentTransactionAccountError({
      details: `Not a chain id: ${String(chainId).slice(0, 80)}`,
    })
  return {
    account: getAddress(account),
    chainId,
    storage: recentTransactionsStorage(config),
    key: recentTransactionsKey(account, chainId),
  }
}
