import type { Config } from '@wagmi/core'
import {
  type Address,
  type Hex,
  verifyMessage as recoverAndCompare,
} from 'viem'
import { verifyMessage } from 'viem/actions'

export type VerifyWalletSignatureParameters = {
  address: Address
  message: string
  signature: Hex
  /** The chain whose public client checks contract accounts, if any. */
  chainId: number | undefined
}

/**
 * Whether a `personal_sign` signature is the account's: recovered locally
 * first (an externally owned account: no request), else with viem on the
 * chain's public client (smart contract accounts, EIP-1271/6492).
 *
 * Its own module, loaded when a message is signed: secp256k1 and the ABI
 * coder are not part of the first paint.
 */
export async function verifyWalletSignature(
  config: Config,
  parameters: VerifyWalletSignatureParameters,
): Promise<boolean> {
  const { address, message, signature, chainId } = parameters
  if (await recoverAndCompare({ address, message, signature })) return true
  if (chainId === undefined) return false
  return verifyMessage(config.getClient({ chainId }), {
    address,
    message,
    signature,
  }).catch(() => false)
}
