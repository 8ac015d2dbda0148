'use client'

import {
  type WatchWalletAssetErrorType,
  type WatchWalletAssetParameters,
  type WatchWalletAssetReturnType,
  watchWalletAsset,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useReopeningMutation } from '../phone/useReopeningMutation.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseWatchWalletAssetReturnType = UseMutationResult<
  WatchWalletAssetReturnType,
  WatchWalletAssetErrorType,
  WatchWalletAssetParameters
>

/** Asks the wallet to track an ERC-20 token; the result says whether it did. */
export function useWatchWalletAsset(): UseWatchWalletAssetReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const mutation = useMutation<
    WatchWalletAssetReturnType,
    WatchWalletAssetErrorType,
    WatchWalletAssetParameters
  >(
    {
      mutationKey: ['watchWalletAsset'],
      mutationFn: (parameters) => watchWalletAsset(config, parameters),
    },
    queryClient,
  )
  return useReopeningMutation(mutation)
}
