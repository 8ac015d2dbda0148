'use client'

import {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesReturnType,
  tokenBalancesQueryOptions,
} from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseTokenBalancesParameters = {
  /** The connected account by default. */
  account?: Address | undefined
  /** The account's chain by default; the tokens the config lists on it are read. */
  chainId?: number | undefined
  /** False where the balances cannot be read (an unsupported chain). */
  enabled?: boolean | undefined
}

/**
 * The query of the listed tokens' balances: a token that answers nonsense
 * is `{ address, status: 'unavailable' }`; the query fails (`NetworkUnavailableError`)
 * only while no node answers.
 */
export type UseTokenBalancesReturnType = UseQueryResult<
  GetTokenBalancesReturnType,
  GetTokenBalancesErrorType
>

/**
 * The balances of the tokens the config lists (`createLatchConfig({ tokens
 * })`) on a chain, for the connected account by default
 * (`tokenBalancesQueryOptions`): one multicall to the chain's node, symbols
 * and decimals cached 24 hours; tried again until a node answers.
 */
export function useTokenBalances(
  parameters: UseTokenBalancesParameters = {},
): UseTokenBalancesReturnType {
  const connection = useWalletConnection()
  const account = parameters.account ?? connection.account
  const chainId = parameters.chainId ?? connection.chain?.id
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const options = tokenBalancesQueryOptions(config, {
    address: account,
    chainId,
  })
  return useQuery(
    {
      ...options,
      enabled: parameters.enabled !== false && options.enabled !== false,
    },
    queryClient,
  )
}
