import type { Config } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { sendCalls } from 'viem/actions'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import {
  type PaymasterService,
  resolveSponsorship,
  type SponsorshipPolicy,
} from '../capabilities/resolveSponsorship.ts'
import { walletErrorCode } from '../capabilities/walletErrorCode.ts'
import {
  SponsorshipFailedError,
  SponsorshipUnavailableError,
} from '../errors/capabilities.ts'
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
  /**
   * The ERC-7677 paymaster service to pay the gas, over the config's
   * `paymasters` for the chain; `false` sends unsponsored.
   */
  paymaster?: string | PaymasterService | false | undefined
  /**
   * With a paymaster that the wallet cannot use: `'optional'` (by default)
   * sends unsponsored, `'required'` throws `SponsorshipUnavailableError`
   * before the wallet is asked.
   */
  sponsorship?: SponsorshipPolicy | undefined
}

export type SendWalletCallsReturnType = {
  /** The batch id, for `wallet_getCallsStatus`. */
  id: string
  mode: WalletCallsMode
  /** Whether it was sent with the app's paymaster service, to pay its gas. */
  sponsored: boolean
  /** The list's item, `pending`: `watchRecentTransactions` follows it. */
  transaction: RecentTransaction
}

export type SendWalletCallsErrorType =
  | WalletError
  | InvalidRecentTransactionErrorType
  | import('../errors/capabilities.ts').InvalidPaymasterErrorType
  | import('../errors/capabilities.ts').SponsorshipUnavailableErrorType
  | import('../errors/capabilities.ts').SponsorshipFailedErrorType

/**
 * Sends calls as one EIP-5792 batch (`wallet_sendCalls`): atomically where
 * the wallet reports `atomic` support, else one by one (the wallet's own
 * sequence, or viem's fallback of one `eth_sendTransaction` per call for a
 * wallet without EIP-5792); then adds the batch to the account's recent
 * list, to be followed by its id. A refusal in the wallet is
 * `UserRejectedRequestError`, and nothing is added.
 *
 * With a paymaster service named for the chain (`paymaster`, or the
 * config's `paymasters`) and a wallet whose capabilities say it supports
 * `paymasterService` there, the batch is sent with it, for the service to
 * pay the gas (`sponsored: true`); a wallet that fails it otherwise than by
 * refusal is `SponsorshipFailedError`. Without that support, `sponsorship:
 * 'required'` is `SponsorshipUnavailableError`, the wallet never asked.
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
  const { sponsorship } = parameters
  const { sponsored, paymasterService, reason, chainId, cause } =
    await resolveSponsorship(config, parameters)
  if (!sponsored && sponsorship === 'required')
    throw new SponsorshipUnavailableError({ reason: reason!, chainId, cause })
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
      // viem falls back to one `eth_sendTransaction` per call on errors it
      // does not know (a paymaster's refusal among them): the visitor would
      // pay after all. A wallet that takes a paymaster has `wallet_sendCalls`.
      experimental_fallback: !paymasterService,
      ...(paymasterService ? { capabilities: { paymasterService } } : {}),
    }))
  } catch (error) {
    const classified = classifyWalletError(error, { operation: 'request' })
    if (!paymasterService || !sponsorshipFailure(classified)) throw classified
    // EIP-5792's "unsupported non-optional capability": the wallet cannot
    // use the paymaster after all.
    if (walletErrorCode(error) === 5700)
      throw new SponsorshipUnavailableError({
        reason: 'unsupported',
        chainId,
        cause: error,
      })
    throw new SponsorshipFailedError({ cause: error })
  }
  const transaction = addRecentTransaction(config, {
    callsId: id,
    description,
    account,
    chainId: chain?.id,
    ...(sponsored ? { sponsored } : {}),
  })
  return { id, mode, sponsored, transaction }
}

// The wallet failed the batch itself (not the visitor's refusal, nor a lost
// connection): with a paymaster service, the service's refusal or failure.
const notSponsorshipFailures = new Set([
  'UserRejectedRequestError',
  'DisconnectedError',
  'ChainDisconnectedError',
  'UnauthorizedError',
  'RequestPendingError',
])

function sponsorshipFailure(error: WalletError): boolean {
  return !notSponsorshipFailures.has(error.name)
}
