import type { Config } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { safeStorage } from '../config/safeStorage.ts'
import { RecentTransactionAccountError } from '../errors/transactions.ts'
import { recentTransactionsKey } from './recentTransactionsKey.ts'

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

// A config without storage (`storage: null`, a server) keeps the list in
// memory for the page's lifetime.
const memory = new WeakMap<Config, Storage>()

/** The storage a config keeps recent transactions in. */
export function recentTransactionsStorage(config: Config): Storage {
  const stored = (config as Partial<LatchConfig>).latch?.storage
  if (stored) return stored
  let own = memory.get(config)
  if (!own) {
    own = safeStorage(() => undefined)
    memory.set(config, own)
  }
  return own
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
