import { BaseError } from './base.ts'

/** `DuplicateWalletError` narrowed to its literal `name`, for exhaustive switches. */
export type DuplicateWalletErrorType = DuplicateWalletError & {
  name: 'DuplicateWalletError'
}
/** Two wallets of `createLatchConfig`'s list share an id. */
export class DuplicateWalletError extends BaseError {
  override name = 'DuplicateWalletError' as const
  constructor({ id }: { id: string }) {
    super(`Two wallets have the id "${id}": each wallet is listed once.`)
  }
}

/** `InvalidWalletError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidWalletErrorType = InvalidWalletError & {
  name: 'InvalidWalletError'
}
/** A wallet of `createLatchConfig`'s list is not one Latch can show. */
export class InvalidWalletError extends BaseError {
  override name = 'InvalidWalletError' as const
  constructor({ id, reason }: { id: string; reason: string }) {
    super(`The wallet "${id}" cannot be listed: ${reason}`)
  }
}
