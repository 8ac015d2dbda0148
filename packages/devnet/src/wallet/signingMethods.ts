import { isHex } from 'viem'
import type { DevWalletMethods } from './createRequestHandler.ts'
import type { WalletState } from './createWalletState.ts'
import { invalidParams } from './invalidParams.ts'
import { parseTypedData } from './parseTypedData.ts'
import { signerFor } from './signerFor.ts'

/** The signing methods: messages, hashes and EIP-712 typed data. */
export function signingMethods(state: WalletState): DevWalletMethods {
  return {
    personal_sign([message, address]) {
      if (typeof message !== 'string')
        throw invalidParams('Expected [message, address] as params.')
      return signerFor(state, address).signMessage({
        // Hex is signed as bytes; anything else as UTF-8 text, as MetaMask does.
        message: isHex(message) ? { raw: message } : message,
      })
    },
    eth_sign([address, hash]) {
      if (!isHex(hash) || hash.length !== 66)
        throw invalidParams('Expected [address, 32-byte hash] as params.')
      return signerFor(state, address).sign({ hash })
    },
    async eth_signTypedData_v4([address, data]) {
      const signing = signerFor(state, address)
      const typedData = parseTypedData(data, state.chainId)
      try {
        return await signing.signTypedData(typedData)
      } catch (error) {
        throw invalidParams(
          `Could not sign the typed data: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    },
  }
}
