import type { Config } from '@wagmi/core'
import {
  type Address,
  type Hex,
  verifyMessage as recoverAndCompare,
} from 'viem'
import { verifyMessage } from 'viem/actions'
import { classifyWalletError } from '../errors/classify.ts'
import type { NetworkUnavailableError } from '../errors/network.ts'

export type VerifyWalletSignatureParameters = {
  address: Address
  message: string
  signature: Hex
  /** The chain whose public client checks contract accounts, if any. */
  chainId: number | undefined
}

export type VerifyWalletSignatureReturnType = {
  /** `undefined` when it could not be checked (see `verifyError`). */
  valid: boolean | undefined
  /** Why the signature could not be checked: no node of the chain answered. */
  verifyError?: NetworkUnavailableError | undefined
}

/**
 * Whether a `personal_sign` signature is the account's: recovered locally
 * first (an externally owned account: no request), else with viem on the
 * chain's public client (smart contract accounts, EIP-1271/6492). A node
 * outage during that check is reported as such (`verifyError`), never as a
 * signature that does not verify.
 *
 * Its own module, loaded when a message is signed: secp256k1 and the ABI
 * coder are not part of the first paint.
 */
export async function verifyWalletSignature(
  config: Config,
  parameters: VerifyWalletSignatureParameters,
): Promise<VerifyWalletSignatureReturnType> {
  const { address, message, signature, chainId } = parameters
  const recovered = await recoverAndCompare({ address, message, signature })
  if (recovered || chainId === undefined) return { valid: recovered }

  const client = config.getClient({ chainId })
  // viem reads a verification call that failed as "does not verify" (its
  // `call` wraps every failure, an unreachable node's included): so the
  // requests are watched, and one that reached no node voids the answer.
  let unreachable: NetworkUnavailableError | undefined
  const note = (error: unknown) => {
    const classified = classifyWalletError(error, {
      operation: 'read',
      chain: client.chain,
    })
    if (classified.name === 'NetworkUnavailableError') unreachable = classified
  }
  const watched = {
    ...client,
    request: (async (args: unknown, options: unknown) => {
      try {
        return await client.request(args as never, options as never)
      } catch (error) {
        note(error)
        throw error
      }
    }) as typeof client.request,
  }
  let valid: boolean
  try {
    valid = await verifyMessage(watched, { address, message, signature })
  } catch (error) {
    note(error)
    valid = false
  }
  if (!valid && unreachable)
    return { valid: undefined, verifyError: unreachable }
  return { valid }
}
