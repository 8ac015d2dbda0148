import { BaseError } from './base.ts'

/** `InvalidTokenError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidTokenErrorType = InvalidTokenError & {
  name: 'InvalidTokenError'
}
/**
 * A token of `createLatchConfig({ tokens })` that Latch cannot list: an
 * address that is not one, a `decimals` that is not an integer from 0 to
 * 255, a `symbol` that is not a short plain word (`isTokenSymbol`), a chain
 * id that is not one of the config's chains, or a token listed twice on a
 * chain.
 */
export class InvalidTokenError extends BaseError {
  override name = 'InvalidTokenError' as const
  constructor({
    chainId,
    details,
  }: {
    chainId: number | string
    details: string
  }) {
    super(`A token listed for the chain ${chainId} cannot be shown.`, {
      details,
    })
  }
}
