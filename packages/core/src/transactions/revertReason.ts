import {
  type Client,
  decodeErrorResult,
  type Hex,
  type Transaction,
} from 'viem'
import { call } from 'viem/actions'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'

/**
 * Why a mined transaction reverted, where the node tells: the transaction
 * replayed (`eth_call`) on the state of the block before, its revert data
 * decoded as `Error(string)` or `Panic(uint256)`. Undefined when the node
 * says nothing readable (a revert with no data, a custom error whose ABI
 * the dapp did not give, or a node that refuses the replay).
 */
export async function revertReason(
  client: Client,
  transaction: Transaction,
): Promise<string | undefined> {
  const { blockNumber } = transaction
  try {
    await call(client, {
      account: transaction.from,
      to: transaction.to ?? undefined,
      data: transaction.input,
      value: transaction.value,
      gas: transaction.gas,
      ...(blockNumber ? { blockNumber: blockNumber - 1n } : {}),
    })
  } catch (error) {
    const data = findRevertData(error)
    if (!data || data === '0x') return undefined
    try {
      const decoded = decodeErrorResult({ abi: [], data })
      const [first] = decoded.args ?? []
      const text =
        decoded.errorName === 'Error'
          ? String(first)
          : `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
      return text.slice(0, recentTransactionsDefaults.maxReasonLength)
    } catch {
      return undefined
    }
  }
  return undefined
}

/** The revert data anywhere in viem's cause chain. */
function findRevertData(error: unknown): Hex | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current; depth++) {
    const data = (current as { data?: unknown }).data
    if (typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data))
      return data as Hex
    if (
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { data?: unknown }).data === 'string'
    )
      return (data as { data: Hex }).data
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
