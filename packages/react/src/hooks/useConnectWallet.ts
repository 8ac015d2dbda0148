import {
  type ConnectWalletErrorType,
  type ConnectWalletPhase,
  type ConnectWalletReturnType,
  connectWallet,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseConnectWalletVariables = { connectorId: string | undefined }

export type UseConnectWalletReturnType = UseMutationResult<
  ConnectWalletReturnType,
  ConnectWalletErrorType,
  UseConnectWalletVariables
> & {
  /** Where the pending connect is, and with which wallet. */
  phase:
    | { phase: ConnectWalletPhase; wallet: { id: string; name: string } }
    | undefined
  /** WalletConnect's pairing URI while it waits for a scan. */
  displayUri: string | undefined
}

/** Connects the wallet the visitor picked; `phase` says when to show "Confirm in {wallet}". */
export function useConnectWallet(): UseConnectWalletReturnType {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const [phase, setPhase] = useState<UseConnectWalletReturnType['phase']>()
  const [displayUri, setDisplayUri] = useState<string>()
  const mutation = useMutation<
    ConnectWalletReturnType,
    ConnectWalletErrorType,
    UseConnectWalletVariables
  >(
    {
      mutationKey: ['connectWallet'],
      mutationFn: ({ connectorId }) =>
        connectWallet(config, {
          connectorId,
          onPhase: (phase, wallet) => setPhase({ phase, wallet }),
          onDisplayUri: setDisplayUri,
        }),
      onSettled: () => {
        setPhase(undefined)
        setDisplayUri(undefined)
      },
    },
    queryClient,
  )
  return { ...mutation, phase, displayUri }
}
