'use client'

import {
  type DisconnectWalletErrorType,
  type DisconnectWalletParameters,
  type DisconnectWalletReturnType,
  disconnectWallet,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseDisconnectWalletReturnType = UseMutationResult<
  DisconnectWalletReturnType,
  DisconnectWalletErrorType,
  DisconnectWalletParameters | undefined
>

/** Disconnects the wallet, clearing its SDK's stored session. */
export function useDisconnectWallet(): UseDisconnectWalletReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  return useMutation<
    DisconnectWalletReturnType,
    DisconnectWalletErrorType,
    DisconnectWalletParameters | undefined
  >(
    {
      mutationKey: ['disconnectWallet'],
      mutationFn: (parameters) => disconnectWallet(config, parameters),
    },
    queryClient,
  )
}
