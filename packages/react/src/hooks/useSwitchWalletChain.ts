'use client'

import type { SwitchChainPhase } from '@latch/core'
import {
  type SwitchWalletChainErrorType,
  type SwitchWalletChainReturnType,
  switchWalletChain,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useReopeningMutation } from '../phone/useReopeningMutation.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseSwitchWalletChainVariables = { chainId: number }

export type UseSwitchWalletChainReturnType = UseMutationResult<
  SwitchWalletChainReturnType,
  SwitchWalletChainErrorType,
  UseSwitchWalletChainVariables
> & {
  /** What the wallet is asked right now: `switching`, or `adding` the chain. */
  phase: SwitchChainPhase | undefined
}

/** Switches the wallet's chain; `phase` lets the UI say "Adding {chain} to your wallet". */
export function useSwitchWalletChain(): UseSwitchWalletChainReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const [phase, setPhase] = useState<SwitchChainPhase>()
  const mutation = useMutation<
    SwitchWalletChainReturnType,
    SwitchWalletChainErrorType,
    UseSwitchWalletChainVariables
  >(
    {
      mutationKey: ['switchWalletChain'],
      mutationFn: ({ chainId }) =>
        switchWalletChain(config, { chainId, onPhase: setPhase }),
      onSettled: () => setPhase(undefined),
    },
    queryClient,
  )
  const reopening = useReopeningMutation(mutation)
  return { ...reopening, phase }
}
