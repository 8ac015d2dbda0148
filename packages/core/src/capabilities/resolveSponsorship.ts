import type { Config } from '@wagmi/core'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import {
  InvalidPaymasterError,
  type SponsorshipUnavailableReason,
} from '../errors/capabilities.ts'
import { DisconnectedError } from '../errors/provider.ts'
import { getWalletCapabilities } from './getWalletCapabilities.ts'

/** An ERC-7677 paymaster service: its URL, and the `context` it is given. */
export type PaymasterService = {
  url: string
  context?: Record<string, unknown> | undefined
}

/** Whether the dapp wants the gas paid: `'optional'` sends unsponsored when it cannot be. */
export type SponsorshipPolicy = 'required' | 'optional'

export type ResolveSponsorshipParameters =
  import('./getSponsorship.ts').GetSponsorshipParameters

export type ResolveSponsorshipReturnType = {
  sponsored: boolean
  reason?: SponsorshipUnavailableReason | undefined
  chainId: number
  /** The `paymasterService` capability to send, when sponsored. */
  paymasterService?: (PaymasterService & { optional: boolean }) | undefined
  /** What failed while the wallet was asked, if anything. */
  cause?: unknown
}

/**
 * The one rule for sponsorship, `getSponsorship`'s and `sendWalletCalls`':
 * the call's paymaster (or the config's for the chain), checked; sponsored
 * where the wallet's capabilities on the chain say `paymasterService` is
 * supported. A wallet whose capabilities cannot be had is one without it.
 */
export async function resolveSponsorship(
  config: Config,
  parameters: ResolveSponsorshipParameters = {},
): Promise<ResolveSponsorshipReturnType> {
  const chainId = parameters.chainId ?? getWalletConnection(config).chain?.id
  if (chainId === undefined) throw new DisconnectedError()
  const paymasters = (config as Partial<LatchConfig>).latch?.paymasters
  const service = paymasterServiceOf(
    parameters.paymaster !== undefined
      ? parameters.paymaster
      : paymasters?.[chainId],
  )
  if (!service) return { sponsored: false, reason: 'no-paymaster', chainId }
  let cause: unknown
  const supported = await getWalletCapabilities(config, { chainId }).then(
    (capabilities) => capabilities.paymasterService?.supported === true,
    (error: unknown) => {
      cause = error
      return false
    },
  )
  if (!supported)
    return { sponsored: false, reason: 'unsupported', chainId, cause }
  return {
    sponsored: true,
    chainId,
    paymasterService: {
      ...service,
      optional: parameters.sponsorship !== 'required',
    },
  }
}

/** The service named, checked: an `http:` or `https:` URL, a plain-object context. */
function paymasterServiceOf(value: unknown): PaymasterService | undefined {
  if (value === undefined || value === false || value === null) return
  const { url, context } = (
    typeof value === 'string' ? { url: value } : value
  ) as { url?: unknown; context?: unknown }
  let parsed: URL | undefined
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined
  } catch {}
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new InvalidPaymasterError({
      details: `Not an http(s) URL: ${String(url).slice(0, 80)}`,
    })
  if (
    context !== undefined &&
    (typeof context !== 'object' || context === null || Array.isArray(context))
  )
    throw new InvalidPaymasterError({
      details: 'The paymaster context must be an object.',
    })
  return {
    url: url as string,
    ...(context !== undefined
      ? { context: context as Record<string, unknown> }
      : {}),
  }
}
