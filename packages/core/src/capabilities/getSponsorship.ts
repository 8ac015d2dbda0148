import type { Config } from '@wagmi/core'
import type { SponsorshipUnavailableReason } from '../errors/capabilities.ts'
import {
  type PaymasterService,
  resolveSponsorship,
  type SponsorshipPolicy,
} from './resolveSponsorship.ts'

export type GetSponsorshipParameters = {
  /** The chain; the connection's by default. */
  chainId?: number | undefined
  /** The paymaster service for this call (over the config's); `false` for none. */
  paymaster?: string | PaymasterService | false | undefined
  /** `'optional'` by default; `'required'` is refused by `sendWalletCalls` when not sponsored. */
  sponsorship?: SponsorshipPolicy | undefined
}

export type GetSponsorshipReturnType = {
  /** Whether the app's paymaster service would pay the gas. */
  sponsored: boolean
  /**
   * Why not: no paymaster named for the chain (or `paymaster: false`), or a
   * wallet without EIP-7677's `paymasterService` there.
   */
  reason?: SponsorshipUnavailableReason | undefined
}

export type GetSponsorshipErrorType =
  | import('../errors/capabilities.ts').InvalidPaymasterErrorType
  | import('../errors/provider.ts').DisconnectedErrorType

/**
 * Whether a batch sent now (`sendWalletCalls` with the same parameters)
 * would have its gas paid by the app, by the same rule: for the page to say
 * who pays before the wallet opens. Asks the wallet its capabilities only
 * when a paymaster is named for the chain.
 */
export async function getSponsorship(
  config: Config,
  parameters: GetSponsorshipParameters = {},
): Promise<GetSponsorshipReturnType> {
  const { sponsored, reason } = await resolveSponsorship(config, parameters)
  return sponsored ? { sponsored } : { sponsored, reason }
}
