'use client'

import {
  type SendWalletTransactionErrorType,
  type SendWalletTransactionParameters,
  type SendWalletTransactionReturnType,
  sendWalletTransaction,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useReopeningMutation } from '../phone/useReopeningMutation.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseSendWalletTransactionReturnType = UseMutationResult<
  SendWalletTransactionReturnType,
  SendWalletTransactionErrorType,
  SendWalletTransactionParameters
>

/**
 * Sends one transaction (`sendWalletTransaction`), added to the recent
 * list to be followed to its outcome.
 */
export function useSendWalletTransaction(): UseSendWalletTransactionReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const mutation = useMutation<
    SendWalletTransactionReturnType,
    SendWalletTransactionErrorType,
    SendWalletTransactionParameters
  >(
    {
      mutationKey: ['sendWalletTransaction'],
      mutationFn: (parameters) => sendWalletTransaction(config, parameters),
    },
    queryClient,
  )
  return useReopeningMutation(mutation)
}
