'use client'

import {
  type GetWalletCapabilitiesErrorType,
  getWalletCapabilities,
  type WalletCapabilities,
} from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useWalletQueryScope } from './useWalletQueryScope.ts'

export type UseWalletCapabilitiesParameters = {
  /** The chain asked about; the connection's by default. */
  chainId?: number | undefined
}

/**
 * The connected wallet's EIP-5792 capabilities on one chain
 * (`getWalletCapabilities`): asked only while a wallet is connected, kept per
 * wallet, account and chain. Never throws: a wallet's error or unreadable
 * answer is in `error`.
 */
export function useWalletCapabilities(
  parameters: UseWalletCapabilitiesParameters = {},
): UseQueryResult<WalletCapabilities, GetWalletCapabilitiesErrorType> {
  const { config, queryClient, chainId, scope, enabled } = useWalletQueryScope(
    parameters.chainId,
  )
  return useQuery(
    {
      queryKey: ['walletCapabilities', scope],
      queryFn: () => getWalletCapabilities(config, { chainId }),
      enabled,
      // Asked again, a wallet answers the same: its error is the answer.
      retry: false,
      throwOnError: false,
    },
    queryClient,
  )
}
