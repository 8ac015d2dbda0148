import { type Config, getPublicClient } from '@wagmi/core'
import { type Address, type Client, type Hex, isAddressEqual } from 'viem'
import { getTransaction, sendTransaction } from 'viem/actions'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import {
  type InvalidRecentTransactionErrorType,
  TransactionNotFromAccountError,
  type TransactionNotFromAccountErrorType,
} from '../errors/transactions.ts'
import { resumeSession } from '../session/restoreSession.ts'
import { addRecentTransaction } from './addRecentTransaction.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { recentTransactionDescription } from './recentTransactionDescription.ts'

export type SendWalletTransactionParameters = {
  /** The recipient, or the contract called. */
  to: Address
  /** Wei sent with it. */
  value?: bigint | undefined
  /** The calldata. */
  data?: Hex | undefined
  /** What the visitor does, shown in the recent list. */
  description: string
}

export type SendWalletTransactionReturnType = {
  hash: Hex
  /** The list's item, `pending`: `watchRecentTransactions` follows it. */
  transaction: RecentTransaction
}

export type SendWalletTransactionErrorType =
  | WalletError
  | InvalidRecentTransactionErrorType
  | TransactionNotFromAccountErrorType

/**
 * Asks the connected wallet to send one transaction
 * (`eth_sendTransaction`), then adds it to the account's recent list on its
 * chain, to be followed to its outcome. A refusal in the wallet is
 * `UserRejectedRequestError`, and nothing is added; so is a hash whose
 * transaction the chain's node shows sent by another account
 * (`TransactionNotFromAccountError`).
 */
export async function sendWalletTransaction(
  config: Config,
  parameters: SendWalletTransactionParameters,
): Promise<SendWalletTransactionReturnType> {
  const { to, value, data, description } = parameters
  // Checked before the wallet is asked: what is sent must be listed.
  recentTransactionDescription(description)
  await resumeSession(config)
  const { account, chain } = getWalletConnection(config)
  let hash: Hex
  try {
    const client = await getConnectedWalletClient(config, {
      assertChainId: false,
    })
    hash = await sendTransaction(client, {
      account: client.account!,
      chain: client.chain,
      // As wagmi's action: the wallet sends on its own chain.
      assertChainId: false,
      to,
      ...(value !== undefined ? { value } : {}),
      ...(data !== undefined ? { data } : {}),
    })
  } catch (error) {
    throw classifyWalletError(error, { operation: 'request' })
  }
  // The wallet's answer is only a hash: the chain's own node says whose
  // transaction it is. One it does not know yet is listed, and checked
  // when the node shows it (watchRecentTransactions).
  const node = getPublicClient(config, { chainId: chain?.id }) as
    | Client
    | undefined
  const sent = node
    ? await getTransaction(node, { hash }).catch(() => undefined)
    : undefined
  if (sent && account && !isAddressEqual(sent.from, account))
    throw new TransactionNotFromAccountError({ hash, account, from: sent.from })
  const transaction = addRecentTransaction(config, {
    hash,
    description,
    account,
    chainId: chain?.id,
  })
  return { hash, transaction }
}
