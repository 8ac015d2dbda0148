'use client'

import {
  type SignWalletMessageErrorType,
  type SignWalletMessageParameters,
  type SignWalletMessageReturnType,
  signWalletMessage,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useReopeningMutation } from '../phone/useReopeningMutation.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseSignWalletMessageReturnType = UseMutationResult<
  SignWalletMessageReturnType,
  SignWalletMessageErrorType,
  SignWalletMessageParameters
>

/** Signs a message with the connected wallet and says whether it verifies. */
export function useSignWalletMessage(): UseSignWalletMessageReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const mutation = useMutation<
    SignWalletMessageReturnType,
    SignWalletMessageErrorType,
    SignWalletMessageParameters
  >(
    {
      mutationKey: ['signWalletMessage'],
      mutationFn: (parameters) => signWalletMessage(config, parameters),
    },
    queryClient,
  )
  return useReopeningMutation(mutation)
}
