'use client'

import {
  accountNameQueryOptions,
  type GetAccountNameErrorType,
  type GetAccountNameReturnType,
} from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

/**
 * The ENS name of an account (`accountNameQueryOptions`): looked up only
 * when both the account and its chain are known (seed §4), where its names
 * live, fresh for 24 hours (seed §9). While no node answers it fails with
 * `NetworkUnavailableError` and is tried again until one does. A fetched
 * name is checked against ENSIP-15 before it is cached; a restored one is
 * not: show names through `useAccountDisplay`, which checks every one.
 */
export function useAccountName(
  account: Address | undefined,
  chainId: number | undefined,
): UseQueryResult<GetAccountNameReturnType, GetAccountNameErrorType> {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  return useQuery(
    accountNameQueryOptions(config, { address: account, chainId }),
    queryClient,
  )
}
