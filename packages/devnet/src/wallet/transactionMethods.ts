import type { DevWalletMethods } from './createRequestHandler.ts'
import type { WalletState } from './createWalletState.ts'
import { invalidParams } from './invalidParams.ts'
import { sendWalletTransaction } from './sendWalletTransaction.ts'
import { signerFor } from './signerFor.ts'

/** The transaction methods: `eth_sendTransaction`, signed by the wallet. */
export function transactionMethods(state: WalletState): DevWalletMethods {
  return {
    eth_sendTransaction([transaction]) {
      if (typeof transaction !== 'object' || transaction === null)
        throw invalidParams('Expected [transaction] as params.')
      const request = transaction as Record<string, unknown>
      return sendWalletTransaction(state, {
        account: signerFor(state, request.from),
        chainId: state.chainId,
        transaction: request,
      })
    },
  }
}
