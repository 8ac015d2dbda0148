import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import {
  type SignWalletMessageErrorType,
  type SignWalletMessageParameters,
  type SignWalletMessageReturnType,
  signWalletMessage,
} from '../actions/signWalletMessage.ts'
import { useWalletConfig } from './useWalletConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseSignWalletMessageReturnType = UseMutationResult<
  SignWalletMessageReturnType,
  SignWalletMessageErrorType,
  SignWalletMessageParameters
>

/** Signs a message with the connected wallet and says whether it verifies. */
export function useSignWalletMessage(): UseSignWalletMessageReturnType {
  const config = useWalletConfig()
  const queryClient = useWalletQueryClient()
  return useMutation<
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
}
