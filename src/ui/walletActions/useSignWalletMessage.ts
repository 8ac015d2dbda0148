// ADAPTER — until `src/wallet/hooks/useSignWalletMessage` lands. Swap:
// re-export that hook from here.
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { signMessage, verifyMessage as verifyOnChain } from '@wagmi/core'
import { type Address, type Hex, verifyMessage } from 'viem'
import { useConfig } from 'wagmi'
import { getWalletConnection } from '../../wallet/actions/getWalletConnection.ts'
import {
  classifyWalletError,
  type WalletError,
} from '../../wallet/errors/classify.ts'
import { MessageRequiredError } from '../../wallet/errors/guards.ts'

export type SignWalletMessageVariables = { message: string }

export type SignWalletMessageData = {
  signature: Hex
  /** Whether the signature verifies for `address` (viem `verifyMessage`). */
  valid: boolean
  address: Address
}

/** Signs a message and verifies the signature; `error` is a `WalletError`. */
export function useSignWalletMessage(): UseMutationResult<
  SignWalletMessageData,
  WalletError,
  SignWalletMessageVariables
> {
  const config = useConfig()
  return useMutation({
    mutationFn: async ({ message }: SignWalletMessageVariables) => {
      if (!message) throw new MessageRequiredError()
      const { account, chain } = getWalletConnection(config)
      let signature: Hex
      try {
        signature = await signMessage(config, { message })
      } catch (error) {
        throw classifyWalletError(error, { operation: 'signMessage' })
      }
      const address = account!
      // Recovery answers for ordinary accounts offline; a smart account
      // (ERC-1271) needs the chain, when it is one Latch can read.
      let valid = await verifyMessage({ address, message, signature })
      if (!valid && chain && !chain.unsupported)
        valid = await verifyOnChain(config, {
          address,
          message,
          signature,
          chainId: chain.id,
        }).catch(() => false)
      return { signature, valid, address }
    },
  })
}
