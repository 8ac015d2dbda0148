import type { Config } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { signMessage } from 'viem/actions'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import {
  MessageRequiredError,
  type MessageRequiredErrorType,
} from '../errors/guards.ts'
import type { NetworkUnavailableError } from '../errors/network.ts'
import { resumeSession } from '../session/restoreSession.ts'
import { getConnectedWalletClient } from './getConnectedWalletClient.ts'
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
  // A session restored from storage is confirmed with its wallet first.
  await resumeSession(config)
  const { account, chain } = getWalletConnection(config)
  let signature: Hex
  try {
    const client = await getConnectedWalletClient(config)
    signature = await signMessage(client, {
      account: client.account!,
      message,
    })
  } catch (error) {
    throw classifyWalletError(error, { operation: 'signMessage' })
  }
  // `signMessage` succeeded, so a connection exists.
  const address = account!
  const { verifyWalletSignature } = await import('./verifyWalletSignature.ts')
  const verified = await verifyWalletSignature(config, {
    address,
    message,
    signature,
    chainId: chain && !chain.unsupported ? chain.id : undefined,
  })
  return { address, signature, ...verified }
}
