import type { Config } from '@wagmi/core'
import type { Hex } from 'viem'
import { InvalidRecentTransactionError } from '../errors/transactions.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { recentTransactionDescription } from './recentTransactionDescription.ts'
import {
  type RecentTransactionsScopeParameters,
  recentTransactionsScope,
} from './recentTransactionsScope.ts'
import { updateRecentTransactions } from './updateRecentTransactions.ts'

export type AddRecentTransactionParameters =
  RecentTransactionsScopeParameters & {
    /** Sent with the app's paymaster service: the list says the app paid the gas. */
    sponsored?: boolean | undefined
  } & (
      | {
          /** The transaction's hash (`eth_sendTransaction`'s answer). */
          hash: Hex
          callsId?: undefined
          /** What the visitor did, in the visitor's words: shown in the list. */
          description: string
        }
      | {
          /** The batch id `wallet_sendCalls` (or viem's `sendCalls`) answered. */
          callsId: string
          hash?: undefined
          /** What the visitor did, in the visitor's words: shown in the list. */
          description: string
        }
    )

export type AddRecentTransactionReturnType = RecentTransaction

export type AddRecentTransactionErrorType =
  | import('../errors/transactions.ts').InvalidRecentTransactionErrorType
  | import('../errors/transactions.ts').RecentTransactionAccountErrorType

const hashPattern = /^0x[0-9a-fA-F]{64}$/
const callsIdPattern = /^[\x21-\x7e]{1,4096}$/

/**
 * Adds a transaction (by `hash`) or an EIP-5792 batch (by `callsId`) to the
 * connected account's recent list on its chain (or the `account` and
 * `chainId` named), as `pending`: `watchRecentTransactions` follows it to
 * its outcome. Adding one that is listed already keeps the one listed.
 */
export function addRecentTransaction(
  config: Config,
  parameters: AddRecentTransactionParameters,
): AddRecentTransactionReturnType {
  const { hash, callsId } = parameters
  const description = recentTransactionDescription(parameters.description)
  let item: RecentTransaction
  if (hash !== undefined) {
    if (typeof hash !== 'string' || !hashPattern.test(hash))
      throw new InvalidRecentTransactionError({
        details: `Not a transaction hash: ${String(hash).slice(0, 80)}`,
      })
    item = {
      id: hash.toLowerCase(),
      kind: 'transaction',
      description,
      status: 'pending',
      addedAt: Date.now(),
    }
  } else if (callsId !== undefined) {
    if (typeof callsId !== 'string' || !callsIdPattern.test(callsId))
      throw new InvalidRecentTransactionError({
        details: `Not a batch id: ${String(callsId).slice(0, 80)}`,
      })
    item = {
      id: callsId,
      kind: 'calls',
      description,
      status: 'pending',
      addedAt: Date.now(),
    }
  } else
    throw new InvalidRecentTransactionError({
      details: 'A transaction hash or a batch id is required.',
    })
  if (parameters.sponsored === true) item.sponsored = true
  const { storage, key } = recentTransactionsScope(config, parameters)
  const items = updateRecentTransactions(storage, key, (items) =>
    items.some((listed) => listed.id === item.id) ? items : [item, ...items],
  )
  return items.find((listed) => listed.id === item.id) ?? item
}
