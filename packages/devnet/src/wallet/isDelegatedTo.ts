import type { Address, Hex } from 'viem'
import { rpcRequest } from './rpcRequest.ts'

/**
 * Whether `address` runs `target`'s code on the node at `rpcUrl`: its code
 * is EIP-7702's delegation designator (0xef0100 + `target`).
 */
export async function isDelegatedTo(
  rpcUrl: string,
  address: Address,
  target: Address,
): Promise<boolean> {
  const code = (await rpcRequest(rpcUrl, 'eth_getCode', [
    address,
    'latest',
  ])) as Hex
  return code.toLowerCase() === `0xef0100${target.slice(2).toLowerCase()}`
}
