import type { Hex, LocalAccount, SignedAuthorizationList } from 'viem'
import type { WalletState } from './createWalletState.ts'
import {
  type SentDevTransaction,
  sendDevTransaction,
} from './sendDevTransaction.ts'

/** A transaction the wallet sent, as it signed it. */
export type RecordedTransaction = SentDevTransaction & {
  chainId: number
  rpcUrl: string
  account: LocalAccount
}

export type SendWalletTransactionParameters = {
  account: LocalAccount
  chainId: number
  /** The request object, as in `eth_sendTransaction`. */
  transaction: Record<string, unknown>
  authorizationList?: SignedAuthorizationList | undefined
}

/**
 * Sends a transaction the wallet signs on one of its chains, and records
 * it, so the control can speed it up, cancel it or drop it later.
 */
export async function sendWalletTransaction(
  state: WalletState,
  {
    account,
    chainId,
    transaction,
    authorizationList,
  }: SendWalletTransactionParameters,
): Promise<Hex> {
  const chain = state.chains.get(chainId)!
  const sent = await sendDevTransaction({
    account,
    chainId,
    rpcUrl: chain.rpcUrl,
    transaction,
    authorizationList,
    sendFailing: state.sendFailing,
  })
  state.transactions.push({
    ...sent,
    chainId,
    rpcUrl: chain.rpcUrl,
    account,
  })
  return sent.hash
}
