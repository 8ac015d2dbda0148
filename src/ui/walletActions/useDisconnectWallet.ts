// ADAPTER — until `src/wallet/hooks/useDisconnectWallet` lands (which also
// cleans the connectors' storage). Swap: re-export that hook from here.
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { disconnect } from '@wagmi/core'
import { useConfig } from 'wagmi'
import {
  classifyWalletError,
  type WalletError,
} from '../../wallet/errors/classify.ts'

/** Disconnects the current wallet; `error` is a classified `WalletError`. */
export function useDisconnectWallet(): UseMutationResult<
  void,
  WalletError,
  void
> {
  const config = useConfig()
  return useMutation({
    mutationFn: async () => {
      try {
        await disconnect(config)
      } catch (error) {
        throw classifyWalletError(error, { operation: 'disconnect' })
      }
    },
  })
}
