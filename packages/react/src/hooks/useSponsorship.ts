'use client'

import {
  type GetSponsorshipErrorType,
  type GetSponsorshipParameters,
  type GetSponsorshipReturnType,
  getSponsorship,
} from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useWalletQueryScope } from './useWalletQueryScope.ts'

export type UseSponsorshipParameters = GetSponsorshipParameters

/**
 * Whether the app would pay the gas of a batch sent now with these
 * parameters (`getSponsorship`, the rule `sendWalletCalls` follows): for the
 * page to say "Gas paid by …" or "You pay the gas" before the wallet opens.
 * Asked only while a wallet is connected; never throws: an error is in
 * `error`.
 */
export function useSponsorship(
  parameters: UseSponsorshipParameters = {},
): UseQueryResult<GetSponsorshipReturnType, GetSponsorshipErrorType> {
  const { config, queryClient, chainId, scope, enabled } = useWalletQueryScope(
    parameters.chainId,
  )
  const { paymaster, sponsorship } = parameters
  return useQuery(
    {
      queryKey: ['sponsorship', { ...scope, paymaster, sponsorship }],
      queryFn: () =>
        getSponsorship(config, { chainId, paymaster, sponsorship }),
      enabled,
      retry: false,
      throwOnError: false,
    },
    queryClient,
  )
}
