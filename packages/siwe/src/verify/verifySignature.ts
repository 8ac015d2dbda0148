import type { PublicClient } from 'viem'
import type { SiweRefusalReason } from '../SiweRefusal.ts'
import type { SiweVerifyRequest } from '../siweResponses.ts'

export type VerifySignatureParameters = SiweVerifyRequest & {
  /** The account the message names. */
  address: `0x${string}`
}

/** Why a signature was refused, and the node's error when it failed. */
export type VerifySignatureReturnType =
  | {
      refused: Extract<
        SiweRefusalReason,
        'bad-signature' | 'verification-failed'
      >
      cause?: unknown
    }
  | undefined

/**
 * Whether `address` signed `message`, on the message's chain: `undefined`
 * when it did, else the refusal.
 */
export async function verifySignature(
  client: PublicClient,
  { address, message, signature }: VerifySignatureParameters,
): Promise<VerifySignatureReturnType> {
  let valid: boolean
  try {
    // ERC-1271 (deployed contract accounts) and ERC-6492 (not yet
    // deployed) through the node; a node that fails refuses the sign-in
    // (viem answers an EOA's signature by recovery without it).
    valid = await client.verifyMessage({ address, message, signature })
  } catch (cause) {
    return { refused: 'verification-failed', cause }
  }
  if (valid) return undefined
  // viem answers `false` when the node fails a contract account's check
  // (it cannot tell a revert from an outage): refused either way, and a
  // probe tells the logs which it was.
  const down = await client.request({ method: 'eth_blockNumber' }).then(
    () => undefined,
    (cause: unknown) => ({ cause }),
  )
  return down
    ? { refused: 'verification-failed', cause: down.cause }
    : { refused: 'bad-signature' }
}
