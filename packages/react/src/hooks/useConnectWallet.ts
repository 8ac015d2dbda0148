'use client'

import {
  type ConnectWalletErrorType,
  type ConnectWalletPhase,
  type ConnectWalletReturnType,
  connectWallet,
} from '@latch/core'
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useContext, useState } from 'react'
import { useLatchOptions } from '../LatchOptionsContext.ts'
import { SiweContext } from '../siwe/SiweContext.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseConnectWalletVariables = {
  connectorId: string | undefined
  /** The chain to ask for; `LatchProvider`'s `initialChain` by default. */
  chainId?: number | undefined
}

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
  const { initialChainId } = useLatchOptions()
  const siwe = useContext(SiweContext)
  const [phase, setPhase] = useState<UseConnectWalletReturnType['phase']>()
  const [displayUri, setDisplayUri] = useState<string>()
  const mutation = useMutation<
    ConnectWalletReturnType,
    ConnectWalletErrorType,
    UseConnectWalletVariables
  >(
    {
      mutationKey: ['connectWallet'],
      mutationFn: async ({ connectorId, chainId = initialChainId }) => {
        // Read now, inside the visitor's click: the wallet signs in as it
        // connects (`signInOnConnect`) where it can.
        const signIn = connectorId
          ? siwe?.connectSignIn(connectorId)
          : undefined
        try {
          const result = await connectWallet(config, {
            connectorId,
            chainId,
            onPhase: (phase, wallet) => setPhase({ phase, wallet }),
            onDisplayUri: setDisplayUri,
            signIn: signIn?.request,
          })
          // The server verifies while the dialog shows the account.
          void signIn?.complete(result.signIn)
          return result
        } catch (error) {
          signIn?.cancel()
          throw error
        }
      },
      onSettled: () => {
        setPhase(undefined)
        setDisplayUri(undefined)
      },
    },
    queryClient,
  )
  return { ...mutation, phase, displayUri }
}
