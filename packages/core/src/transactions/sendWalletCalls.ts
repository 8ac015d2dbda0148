import type { Config } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { sendCalls } from 'viem/actions'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import type { InvalidRecentTransactionErrorType } from '../errors/transactions.ts'
import { resumeSession } from '../session/restoreSession.ts'
import { addRecentTransaction } from './addRecentTransaction.ts'
import {
  getWalletCallsMode,
  type WalletCallsMode,
} from './getWalletCallsMode.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { recentTransactionDescription } from './recentTransactionDescription.ts'

/** One call of a batch. */
export type WalletCall = {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
}

export type SendWalletCallsParameters = {
  /** The calls, in order. */
  calls: readonly WalletCall[]
  /** What the visitor does, shown in the recent list. */
  description: string
}

export type SendWalletCallsReturnType = {
  /** The batch id, for `wallet_getCallsStatus`. */
  id: string
  mode: WalletCallsMode
  /** The list's item, `pending`: `watchRecentTransactions` follows it. */
  transaction: RecentTransaction
}

export type SendWalletCallsErrorType =
  | WalletError
  | InvalidRecentTransactionErrorType

/**
 * Sends calls as one EIP-5792 batch (`wallet_sendCalls`): atomically where
 * the wallet reports `atomic` support, else one by one (the wallet's own
 * sequence, or viem's fallback of one `eth_sendTransaction` per call for a
 * wallet without EIP-5792); then adds the batch to the account's recent
 * list, to be followed by its id. A refusal in the wallet is
 * `UserRejectedRequestError`, and nothing is added.
 */
export async function sendWalletCalls(
  config: Config,
  parameters: SendWalletCallsParameters,
): Promise<SendWalletCallsReturnType> {
  const { calls, description } = parameters
  // Checked before the wallet is asked: what is sent must be listed.
  recentTransactionDescription(description)
  await resumeSession(config)
  const { account, chain } = getWalletConnection(config)
  const mode = await getWalletCallsMode(config)
  let id: string
  try {
    const client = await getConnectedWalletClient(config, {
      assertChainId: false,
    })
    ;({ id } = await sendCalls(client, {
      calls: calls.map(({ to, value, data }) => ({
        to,
        ...(value !== undefined ? { value } : {}),
        ...(data !== undefined ? { data } : {}),
      })),
      forceAtomic: mode === 'atomic',
      experimental_fallback: true,
    }))
  } catch (error) {
    throw classifyWalletError(error, { operation: 'request' })
  }
  const transaction = addRecentTransaction(config, {
    callsId: id,
    description,
    account,
    chainId: chain?.id,
  })
  return { id, mode, transaction }
}
