'use client'

import {
  type GetWalletCapabilitiesErrorType,
  getWalletCapabilities,
  type WalletCapabilities,
} from '@latch/core'
import { isSessionDormant } from '@latch/core/internal'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

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
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const { account, chain, connector } = useWalletConnection()
  const chainId = parameters.chainId ?? chain?.id
  return useQuery(
    {
      queryKey: [
        'walletCapabilities',
        { connector: connector?.uid, account, chainId },
      ],
      queryFn: () => getWalletCapabilities(config, { chainId }),
      // Not while a session restored from storage waits for the visitor's
      // first act: asking would wake its wallet (a WalletConnect session:
      // over the relay, a third party) as the page loads.
      enabled:
        account !== undefined &&
        chainId !== undefined &&
        !isSessionDormant(config),
      // Asked again, a wallet answers the same: its error is the answer.
      retry: false,
      throwOnError: false,
    },
    queryClient,
  )
}
