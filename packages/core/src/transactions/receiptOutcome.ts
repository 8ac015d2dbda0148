import {
  type Client,
  isAddressEqual,
  type ReplacementReturnType,
  type TransactionReceipt,
} from 'viem'
import { getTransaction } from 'viem/actions'
import { TransactionNotFromAccountError } from '../errors/transactions.ts'
import { accountReceiptStatus } from './accountReceiptStatus.ts'
import type {
  FollowOutcome,
  FollowTransactionParameters,
} from './followTransaction.ts'
import { revertReason } from './revertReason.ts'
import type { FollowedSender } from './watchDropped.ts'

export type ReceiptOutcomeParameters = Pick<
  FollowTransactionParameters,
  'hash' | 'account' | 'confirmations'
> & {
  /** The receipt of the followed transaction, or of its replacement. */
  receipt: TransactionReceipt
  /** What viem told of a replacement, if one was mined instead. */
  replacement?: ReplacementReturnType | undefined
  /** The followed transaction's sender and nonce, if known. */
  known?: FollowedSender | undefined
}

/**
 * A followed transaction's outcome from its mined receipt: `confirmed`,
 * `failed` (with the revert reason, where the node gives one), `replaced`
 * or `cancelled`. Rejects with `TransactionNotFromAccountError` when the
 * receipt shows it is not `account`'s.
 */
export async function receiptOutcome(
  client: Client,
  parameters: ReceiptOutcomeParameters,
): Promise<FollowOutcome> {
  const { receipt, replacement, hash, account, known, confirmations } =
    parameters
  // The node's word on whose it is: the account's if it sent it, or
  // the EntryPoint's for its smart account's operation. A replacement
  // is found by the account's own sender and nonce.
  const status = replacement
    ? receipt.status
    : accountReceiptStatus(receipt, account)
  if (!status)
    throw new TransactionNotFromAccountError({
      hash,
      account,
      from: receipt.from,
    })
  const settled = {
    settledAt: Date.now(),
    blockNumber: receipt.blockNumber.toString(),
    confirmations,
  }
  // Stored to find a replacement after a reload: the account's own.
  const nonce =
    known ??
    (isAddressEqual(receipt.from, account)
      ? {
          from: receipt.from,
          nonce: replacement?.replacedTransaction.nonce,
        }
      : undefined)
  const seen = nonce
    ? {
        from: nonce.from,
        ...(nonce.nonce !== undefined ? { nonce: nonce.nonce } : {}),
      }
    : {}
  if (replacement?.reason === 'cancelled')
    return {
      status: 'cancelled',
      replacedBy: receipt.transactionHash,
      ...seen,
      ...settled,
    }
  const replacedBy = replacement ? receipt.transactionHash : undefined
  if (status === 'reverted') {
    // A bundle that ran has no revert of its own to read.
    const transaction =
      receipt.status === 'reverted'
        ? (replacement?.transaction ??
          (await getTransaction(client, {
            hash: receipt.transactionHash,
          }).catch(() => undefined)))
        : undefined
    const reason = transaction
      ? await revertReason(client, transaction)
      : undefined
    return {
      status: 'failed',
      ...(replacedBy ? { replacedBy } : {}),
      ...(reason ? { reason } : {}),
      ...seen,
      ...settled,
    }
  }
  return replacedBy
    ? { status: 'replaced', replacedBy, ...seen, ...settled }
    : { status: 'confirmed', ...seen, ...settled }
}
