import { BaseError } from './base.ts'

/** `DuplicateWalletError` narrowed to its literal `name`, for exhaustive switches. */
export type DuplicateWalletErrorType = DuplicateWalletError & {
  name: 'DuplicateWalletError'
}
/** Two wallets of `createLatchConfig`'s list share an id. */
export class DuplicateWalletError extends BaseError {
  override name = 'DuplicateWalletError' as const
  constructor({ id }: { id: string }) {
    super(`Two wallets have the id "${id}": list each wallet once.`)
  }
}

/** `InvalidWalletError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidWalletErrorType = InvalidWalletError & {
  name: 'InvalidWalletError'
}
/**
 * A wallet of `createLatchConfig`'s list has an icon Latch does not show (not
 * a `data:image/` URI, a path on the page's origin or an `https:` URL), or a
 * mobile link that is not an `https:` or app-scheme prefix (`field: 'mobile'`).
 */
export class InvalidWalletError extends BaseError {
  override name = 'InvalidWalletError' as const
  constructor({
    id,
    field = 'icon',
  }: {
    id: string
    field?: 'icon' | 'mobile' | undefined
  }) {
    super(
      field === 'mobile'
        ? `A mobile link of the wallet "${id}" is not an https: or app-scheme (name://) prefix ending in its parameter's "=".`
        : `The icon of the wallet "${id}" is not a data:image/ URI, a path or an https: URL.`,
    )
  }
}

/** `WalletNotListedError` narrowed to its literal `name`, for exhaustive switches. */
export type WalletNotListedErrorType = WalletNotListedError & {
  name: 'WalletNotListedError'
}
/**
 * A wallet was named (`WalletButton`'s `wallet`) that the config's list does
 * not have: neither a wallet's id nor an rdns it or EIP-6963 discovery stands
 * for.
 */
export class WalletNotListedError extends BaseError {
  override name = 'WalletNotListedError' as const
  constructor({ id, ids }: { id: string; ids: readonly string[] }) {
    super(`No wallet of the config has the id "${id}".`, {
      metaMessages: [`The wallets' ids: ${ids.join(', ') || '(none)'}.`],
    })
  }
}
