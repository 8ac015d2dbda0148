import type { Address } from 'viem'
import { batchExecutor } from './batchExecutor.ts'
import { isDelegatedTo } from './isDelegatedTo.ts'

/** Whether `address` runs the batch executor's code on the node at `rpcUrl`. */
export function isDelegatedToBatchExecutor(
  rpcUrl: string,
  address: Address,
): Promise<boolean> {
  return isDelegatedTo(rpcUrl, address, batchExecutor.address)
}
