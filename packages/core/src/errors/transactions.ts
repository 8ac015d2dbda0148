import { BaseError } from './base.ts'

/** What a recent-transactions error accepts: the error it replaces, if any. */
export type RecentTransactionErrorParameters = {
  cause?: unknown
  details?: string | undefined
}

/** `InvalidRecentTransactionError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidRecentTransactionErrorType =
  InvalidRecentTransactionError & { name: 'InvalidRecentTransactionError' }
/**
 * A transaction added to the recent list without a valid hash or batch id,
 * or without a description (or with one longer than the list keeps).
 */
export class InvalidRecentTransactionError extends BaseError {
  override name = 'InvalidRecentTransactionError' as const
  constructor({ cause, details }: RecentTransactionErrorParameters = {}) {
    super('The transaction to follow is not valid.', { cause, details })
  }
}

/** `RecentTransactionAccountError` narrowed to its literal `name`, for exhaustive switches. */
export type RecentTransactionAccountErrorType =
  RecentTransactionAccountError & { name: 'RecentTransactionAccountError' }
/** Recent transactions asked for with no account connected and none named. */
export class RecentTransactionAccountError extends BaseError {
  override name = 'RecentTransactionAccountError' as const
  constructor({ cause, details }: RecentTransactionErrorParameters = {}) {
    super(
      'No account to keep transactions for: connect a wallet, or name the account and chain.',
      { cause, details },
    )
  }
}

/** `TransactionNotFromAccountError` narrowed to its literal `name`, for exhaustive switches. */
export type TransactionNotFromAccountErrorType =
  TransactionNotFromAccountError & { name: 'TransactionNotFromAccountError' }
/**
 * A transaction the node shows sent by another account than the one it was
 * sent for (a wallet that answered with someone else's hash): it is not the
 * visitor's, and is not listed.
 */
export class TransactionNotFromAccountError extends BaseError {
  override name = 'TransactionNotFromAccountError' as const
  constructor({
    hash,
    account,
    from,
    cause,
  }: {
    hash: string
    account: string
    from: string
    cause?: unknown
  }) {
    super('The wallet answered with a transaction the account did not send.', {
      cause,
      metaMessages: [
        `Transaction: ${hash}`,
        `Account: ${account}`,
        `Sent by: ${from}`,
      ],
    })
  }
}
