import type { Address, Hex } from 'viem'
import { batchExecutor } from './batchExecutor.ts'
import { rpcRequest } from './rpcRequest.ts'

/**
 * Whether `address` runs the batch executor's code on the node at `rpcUrl`:
 * its code is EIP-7702's delegation designator (0xef0100 + address).
 */
export async function isDelegatedToBatchExecutor(
  rpcUrl: string,
  address: Address,
): Promise<boolean> {
  const code = (await rpcRequest(rpcUrl, 'eth_getCode', [
    address,
    'latest',
  ])) as Hex
  return code.toLowerCase() === `0xef0100${batchExecutor.address.slice(2)}`
}
