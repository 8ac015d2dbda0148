'use client'

import {
  type AccountBalanceQueryOptions,
  accountBalanceQueryOptions,
  type WalletError,
} from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetBalanceReturnType } from '@wagmi/core'
import type { Address } from 'viem'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseAccountBalanceParameters = {
  account: Address | undefined
  chainId: number | undefined
  /** False where the balance cannot be read (an unsupported chain). */
  enabled?: boolean | undefined
}

/** The balance query: its error is classified (`NetworkUnavailableError` while no node answers). */
export type UseAccountBalanceReturnType = UseQueryResult<
  GetBalanceReturnType,
  WalletError
>

/**
 * The native balance of an account on a configured chain
 * (`accountBalanceQueryOptions`). A failed read is tried again until a node
 * answers, so the error passes by itself.
 */
export function useAccountBalance(
  parameters: UseAccountBalanceParameters,
): UseAccountBalanceReturnType {
  const { account, chainId, enabled = true } = parameters
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const options: AccountBalanceQueryOptions = accountBalanceQueryOptions(
    config,
    { address: account, chainId },
  )
  return useQuery(
    { ...options, enabled: enabled && options.enabled !== false },
    queryClient,
  )
}
