'use client'

import {
  type SendWalletCallsErrorType,
  type SendWalletCallsParameters,
  type SendWalletCallsReturnType,
  sendWalletCalls,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useReopeningMutation } from '../phone/useReopeningMutation.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseSendWalletCallsReturnType = UseMutationResult<
  SendWalletCallsReturnType,
  SendWalletCallsErrorType,
  SendWalletCallsParameters
>

/**
 * Sends calls as one batch (`sendWalletCalls`): atomically where the wallet
 * supports it, else one by one (`data.mode` says which), its gas paid by
 * the app's paymaster service where there is one and the wallet takes it
 * (`data.sponsored`), added to the recent list.
 */
export function useSendWalletCalls(): UseSendWalletCallsReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const mutation = useMutation<
    SendWalletCallsReturnType,
    SendWalletCallsErrorType,
    SendWalletCallsParameters
  >(
    {
      mutationKey: ['sendWalletCalls'],
      mutationFn: (parameters) => sendWalletCalls(config, parameters),
    },
    queryClient,
  )
  return useReopeningMutation(mutation)
}
