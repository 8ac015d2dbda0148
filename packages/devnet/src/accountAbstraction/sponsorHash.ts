import {
  type Address,
  concatHex,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
} from 'viem'

export type SponsorHashParameters = {
  chainId: number
  paymaster: Address
  userOperation: {
    sender: Address
    nonce: bigint
    callData: Hex
    callGasLimit: bigint
    verificationGasLimit: bigint
    preVerificationGas: bigint
    maxFeePerGas: bigint
    maxPriorityFeePerGas: bigint
    paymasterVerificationGasLimit: bigint
    paymasterPostOpGasLimit: bigint
  }
  validUntil: number
  validAfter: number
}

/**
 * What the devnet's paymaster signer approves for a UserOperation: the same
 * hash as `DevnetPaymaster.sponsorHash` computes on chain, from the packed
 * operation's fields.
 */
export function sponsorHash({
  chainId,
  paymaster,
  userOperation: op,
  validUntil,
  validAfter,
}: SponsorHashParameters): Hex {
  const pair = (high: bigint, low: bigint) =>
    concatHex([numberToHex(high, { size: 16 }), numberToHex(low, { size: 16 })])
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(op.callData),
        // accountGasLimits, the paymaster's gas limits and gasFees, packed
        // as the EntryPoint packs them: two 16-byte numbers each.
        pair(op.verificationGasLimit, op.callGasLimit),
        pair(op.paymasterVerificationGasLimit, op.paymasterPostOpGasLimit),
        op.preVerificationGas,
        pair(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}
