// ADAPTER — until `src/wallet/hooks/useWatchWalletAsset` lands. Swap:
// re-export that hook from here.
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { watchAsset } from '@wagmi/core'
import type { WatchAssetParams } from 'viem'
import { useConfig } from 'wagmi'
import {
  classifyWalletError,
  type WalletError,
} from '../../wallet/errors/classify.ts'

export type WatchWalletAssetVariables = WatchAssetParams

/**
 * Asks the wallet to add a token (EIP-747): `true` when it did, `false` when
 * it declined without an error; `error` is a classified `WalletError`.
 */
export function useWatchWalletAsset(): UseMutationResult<
  boolean,
  WalletError,
  WatchWalletAssetVariables
> {
  const config = useConfig()
  return useMutation({
    mutationFn: async (parameters: WatchWalletAssetVariables) => {
      try {
        return await watchAsset(config, parameters)
      } catch (error) {
        throw classifyWalletError(error, { operation: 'watchAsset' })
      }
    },
  })
}
