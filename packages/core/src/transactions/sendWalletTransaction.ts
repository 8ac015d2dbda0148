import { type Config, getPublicClient } from '@wagmi/core'
import { type Address, type Client, type Hex, isAddressEqual } from 'viem'
import {
  getTransaction,
  getTransactionReceipt,
  sendTransaction,
} from 'viem/actions'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import {
  type InvalidRecentTransactionErrorType,
  TransactionNotFromAccountError,
  type TransactionNotFromAccountErrorType,
} from '../errors/transactions.ts'
import { resumeSession } from '../session/restoreSession.ts'
import { accountReceiptStatus } from './accountReceiptStatus.ts'
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
 * transaction the chain's node shows mined and not the account's
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
  // transaction it is. Sent by another, it is the account's only as a
  // bundler's for its smart account's operation (its receipt tells); one
  // the node does not know yet, or not mined yet, is listed, and checked
  // once mined (watchRecentTransactions).
  const node = getPublicClient(config, { chainId: chain?.id }) as
    | Client
    | undefined
  const sent = node
    ? await getTransaction(node, { hash }).catch(() => undefined)
    : undefined
  if (node && sent && account && !isAddressEqual(sent.from, account)) {
    const receipt = await getTransactionReceipt(node, { hash }).catch(
      () => undefined,
    )
    if (receipt && !accountReceiptStatus(receipt, account))
      throw new TransactionNotFromAccountError({
        hash,
        account,
        from: sent.from,
      })
  }
  const transaction = addRecentTransaction(config, {
    hash,
    description,
    account,
    chainId: chain?.id,
  })
  return { hash, transaction }
}
