import { type Config, signMessage } from '@wagmi/core'
import { type Address, type Hex, verifyMessage as verifySignature } from 'viem'
import { verifyMessage } from 'viem/actions'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import {
  MessageRequiredError,
  type MessageRequiredErrorType,
} from '../errors/guards.ts'
import type { NetworkUnavailableError } from '../errors/network.ts'
import { getWalletConnection } from './getWalletConnection.ts'

export type SignWalletMessageParameters = {
  /** The text the visitor signs (EIP-191 `personal_sign`). */
  message: string | undefined
}

export type SignWalletMessageReturnType = {
  address: Address
  signature: Hex
  /**
   * Whether the signature verifies for the account on the current chain;
   * `undefined` when it could not be checked (see `verifyError`).
   */
  valid: boolean | undefined
  /** Why the signature could not be checked: no node of the chain answered. */
  verifyError?: NetworkUnavailableError | undefined
}

export type SignWalletMessageErrorType = MessageRequiredErrorType | WalletError

/**
 * Asks the connected wallet to sign a message, then verifies the signature:
 * recovered locally first (an externally owned account: no request), else
 * with viem on the current chain's public client (smart contract accounts,
 * EIP-1271/6492). A node outage during that check is reported as such
 * (`verifyError`), never as a signature that does not verify; the signature
 * is returned either way.
 */
export async function signWalletMessage(
  config: Config,
  parameters: SignWalletMessageParameters,
): Promise<SignWalletMessageReturnType> {
  const { message } = parameters
  if (!message) throw new MessageRequiredError()
  const { account, chain } = getWalletConnection(config)
  let signature: Hex
  try {
    signature = await signMessage(config, { message })
  } catch (error) {
    throw classifyWalletError(error, { operation: 'signMessage' })
  }
  // `signMessage` succeeded, so a connection exists.
  const address = account!
  const recovered = await verifySignature({ address, message, signature })
  if (recovered || !chain || chain.unsupported)
    return { address, signature, valid: recovered }

  const client = config.getClient({ chainId: chain.id })
  // viem reads a verification call that failed as "does not verify" (its
  // `call` wraps every failure, an unreachable node's included): so the
  // requests are watched, and one that reached no node voids the answer.
  let unreachable: NetworkUnavailableError | undefined
  const watched = {
    ...client,
    request: (async (args: unknown, options: unknown) => {
      try {
        return await client.request(args as never, options as never)
      } catch (error) {
        const classified = classifyWalletError(error, {
          operation: 'read',
          chain: client.chain,
        })
        if (classified.name === 'NetworkUnavailableError')
          unreachable = classified
        throw error
      }
    }) as typeof client.request,
  }
  let valid: boolean
  try {
    valid = await verifyMessage(watched, { address, message, signature })
  } catch (error) {
    const classified = classifyWalletError(error, {
      operation: 'read',
      chain: client.chain,
    })
    if (classified.name === 'NetworkUnavailableError') unreachable = classified
    valid = false
  }
  if (!valid && unreachable)
    return { address, signature, valid: undefined, verifyError: unreachable }
  return { address, signature, valid }
}
