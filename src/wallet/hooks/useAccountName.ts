import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import {
  ensNameStaleTime,
  refetchWhileUnreachable,
} from '../../config/query.ts'
import type {
  GetAccountNameErrorType,
  GetAccountNameReturnType,
} from '../actions/getAccountName.ts'
import { getEnsChainId } from '../actions/getEnsChainId.ts'
import { useWalletConfig } from './useWalletConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

/**
 * The ENS name of an account, looked up only when both the account and its
 * chain are known (seed §4), on mainnet for the public networks, and fresh
 * for 24 hours (seed §9). While no node answers it fails with
 * `NetworkUnavailableError` and is tried again until one does.
 */
export function useAccountName(
  account: Address | undefined,
  chainId: number | undefined,
): UseQueryResult<GetAccountNameReturnType, GetAccountNameErrorType> {
  const config = useWalletConfig()
  const queryClient = useWalletQueryClient()
  const ensChainId =
    chainId === undefined ? undefined : getEnsChainId(config, chainId)
  return useQuery<GetAccountNameReturnType, GetAccountNameErrorType>(
    {
      // wagmi's key shape, so its cached names and Latch's are one.
      queryKey: ['ensName', { address: account, chainId: ensChainId }],
      // Loaded on a cache miss only: ENS code is not part of the first paint.
      queryFn: async () => {
        const { getAccountName } = await import('../actions/getAccountName.ts')
        return getAccountName(config, { address: account, chainId })
      },
      enabled: !!account && chainId !== undefined,
      staleTime: ensNameStaleTime,
      refetchInterval: refetchWhileUnreachable,
    },
    queryClient,
  )
}
