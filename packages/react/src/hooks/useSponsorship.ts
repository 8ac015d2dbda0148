'use client'

import {
  type GetSponsorshipErrorType,
  type GetSponsorshipParameters,
  type GetSponsorshipReturnType,
  getSponsorship,
} from '@latch/core'
import { isSessionDormant } from '@latch/core/internal'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

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
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const { account, chain, connector } = useWalletConnection()
  const chainId = parameters.chainId ?? chain?.id
  const { paymaster, sponsorship } = parameters
  return useQuery(
    {
      queryKey: [
        'sponsorship',
        { connector: connector?.uid, account, chainId, paymaster, sponsorship },
      ],
      queryFn: () =>
        getSponsorship(config, { chainId, paymaster, sponsorship }),
      // Not while a session restored from storage waits for the visitor's
      // first act: asking would wake its wallet (a WalletConnect session:
      // over the relay, a third party) as the page loads.
      enabled:
        account !== undefined &&
        chainId !== undefined &&
        !isSessionDormant(config),
      retry: false,
      throwOnError: false,
    },
    queryClient,
  )
}
