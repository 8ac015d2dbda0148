// ADAPTER — until `src/wallet/hooks/useConnectWallet` lands. Swap: replace
// this file's body with a re-export of that hook; the UI imports only this
// file, and the types below are what it relies on.
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { connectWallet } from '../../wallet/actions/connectWallet.ts'
import {
  classifyWalletError,
  type WalletError,
} from '../../wallet/errors/classify.ts'
import { useLatch } from '../../wallet/hooks/LatchContext.ts'

export type ConnectWalletVariables = { connectorId: string }

/** Connects the wallet option picked; `error` is a classified `WalletError`. */
export function useConnectWallet(): UseMutationResult<
  unknown,
  WalletError,
  ConnectWalletVariables
> {
  const config = useConfig()
  const { lazyConnectors } = useLatch()
  return useMutation({
    mutationFn: async ({ connectorId }: ConnectWalletVariables) => {
      try {
        return await connectWallet(config, { connectorId, lazyConnectors })
      } catch (error) {
        throw classifyWalletError(error, { operation: 'connect' })
      }
    },
  })
}
