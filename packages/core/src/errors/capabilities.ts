import { BaseError } from './base.ts'

/** `InvalidWalletCapabilitiesError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidWalletCapabilitiesErrorType =
  InvalidWalletCapabilitiesError & { name: 'InvalidWalletCapabilitiesError' }
/**
 * The wallet answered `wallet_getCapabilities` with something other than
 * EIP-5792's capabilities: not an object keyed by hex chain ids, or a
 * chain's entry that is not an object.
 */
export class InvalidWalletCapabilitiesError extends BaseError {
  override name = 'InvalidWalletCapabilitiesError' as const
  constructor({
    cause,
    details,
  }: { cause?: unknown; details?: string | undefined } = {}) {
    super('The wallet described what it can do in a way Latch cannot read.', {
      cause,
      details,
    })
  }
}

/** `InvalidPaymasterError` narrowed to its literal `name`, for exhaustive switches. */
export type InvalidPaymasterErrorType = InvalidPaymasterError & {
  name: 'InvalidPaymasterError'
}
/**
 * A paymaster service (in `createLatchConfig({ paymasters })` or a call's
 * `paymaster`) whose URL is not an `http:` or `https:` URL, or whose
 * `context` is not a plain object.
 */
export class InvalidPaymasterError extends BaseError {
  override name = 'InvalidPaymasterError' as const
  constructor({ details }: { details?: string | undefined } = {}) {
    super('The paymaster service is not a valid URL.', { details })
  }
}

/** Why a sponsorship is not offered: no paymaster named, or a wallet that cannot use one. */
export type SponsorshipUnavailableReason = 'no-paymaster' | 'unsupported'

/** `SponsorshipUnavailableError` narrowed to its literal `name`, for exhaustive switches. */
export type SponsorshipUnavailableErrorType = SponsorshipUnavailableError & {
  name: 'SponsorshipUnavailableError'
}
/**
 * Sponsorship was `'required'` and cannot be had: no paymaster is named for
 * the chain, or the wallet does not support EIP-7677's `paymasterService`
 * there (its capabilities say so, or it answered EIP-5792's 5700). Nothing
 * was sent.
 */
export class SponsorshipUnavailableError extends BaseError {
  override name = 'SponsorshipUnavailableError' as const
  readonly reason: SponsorshipUnavailableReason
  constructor({
    reason,
    chainId,
    cause,
  }: {
    reason: SponsorshipUnavailableReason
    chainId?: number | undefined
    cause?: unknown
  }) {
    super('The gas cannot be paid by the app with this wallet: nothing sent.', {
      cause,
      metaMessages: [
        `Reason: ${reason}`,
        ...(chainId !== undefined ? [`Chain: ${chainId}`] : []),
      ],
    })
    this.reason = reason
  }
}

/** `SponsorshipFailedError` narrowed to its literal `name`, for exhaustive switches. */
export type SponsorshipFailedErrorType = SponsorshipFailedError & {
  name: 'SponsorshipFailedError'
}
/**
 * The wallet failed a batch sent with the app's paymaster service (the
 * service refused to sponsor it, or failed): the wallet's error is `cause`.
 * Nothing was listed.
 */
export class SponsorshipFailedError extends BaseError {
  override name = 'SponsorshipFailedError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The app could not pay the gas for this: nothing sent.', { cause })
  }
}
