// ADAPTER — until `src/wallet/hooks/useSwitchWalletChain` lands. Swap:
// re-export that hook from here.
//
// It runs wagmi's own switch (the code path of `useSwitchChain`), which adds
// a missing chain by itself and says nothing about it: `phase` is therefore
// only ever `switching` here, never `adding`; and a failure while adding
// arrives from wagmi as a user rejection.
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { switchChain } from '@wagmi/core'
import type { Chain } from 'viem'
import { useConfig } from 'wagmi'
import {
  classifyWalletError,
  type WalletError,
} from '../../wallet/errors/classify.ts'

export type SwitchWalletChainVariables = { chainId: number }

/** What the wallet is being asked: to switch, or to add the chain first. */
export type SwitchWalletChainPhase = 'switching' | 'adding'

export type UseSwitchWalletChainReturnType = UseMutationResult<
  Chain,
  WalletError,
  SwitchWalletChainVariables
> & { phase: SwitchWalletChainPhase | undefined }

/** Switches the wallet's chain; `error` is a classified `WalletError`. */
export function useSwitchWalletChain(): UseSwitchWalletChainReturnType {
  const config = useConfig()
  const mutation = useMutation({
    mutationFn: async ({ chainId }: SwitchWalletChainVariables) => {
      const chain = config.chains.find((x) => x.id === chainId)
      try {
        return await switchChain(config, { chainId })
      } catch (error) {
        throw classifyWalletError(error, { operation: 'switchChain', chain })
      }
    },
  })
  return {
    ...mutation,
    phase: mutation.isPending ? 'switching' : undefined,
  } as UseSwitchWalletChainReturnType
}
