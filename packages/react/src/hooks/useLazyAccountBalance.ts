import type { WalletError } from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetBalanceReturnType } from '@wagmi/core'
import type { Address } from 'viem'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

/**
 * `useAccountBalance` for the first paint's components (the button): the
 * same query (key, read, classified errors), its code loaded on the first
 * read, so a page that shows no balance never fetches it.
 */
export function useLazyAccountBalance(parameters: {
  account: Address | undefined
  chainId: number | undefined
  enabled: boolean
}): UseQueryResult<GetBalanceReturnType, WalletError> {
  const { account, chainId, enabled } = parameters
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const chain = config.chains.find((x) => x.id === chainId)
  return useQuery(
    {
      queryKey: ['balance', { address: account, chainId }] as const,
      queryFn: async (context) => {
        const { accountBalanceQueryOptions } = await import(
          './accountBalanceQuery.ts'
        )
        const options = accountBalanceQueryOptions(config, {
          address: account,
          chainId,
        })
        return (
          options.queryFn as (context: unknown) => Promise<GetBalanceReturnType>
        )(context)
      },
      enabled: enabled && !!account && !!chain,
    },
    queryClient,
  )
}
