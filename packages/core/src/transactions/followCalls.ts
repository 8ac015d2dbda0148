import type { Client, Hex } from 'viem'
import { getCallsStatus } from 'viem/actions'
import type { FollowOutcome } from './followTransaction.ts'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'

export type FollowCallsParameters = {
  /** The batch id `wallet_sendCalls` (or viem's fallback) answered. */
  id: string
  /**
   * The client to ask: the wallet's for a wallet's batch; a batch viem sent
   * one by one (its fallback id) is read from the node alone.
   */
  client: () => Promise<Client>
  pollingInterval: number
  signal: AbortSignal
}

/**
 * Follows an EIP-5792 batch to its outcome (`wallet_getCallsStatus`, or
 * the receipts of a batch viem sent one by one): `confirmed` when every
 * call succeeded (code 200); `failed` when none was included or all
 * reverted (400, 500), or, `partial`, when some succeeded and others
 * reverted or were never sent (600). Pending (100) is asked again every
 * `pollingInterval`; a wallet or node that cannot answer now is asked
 * again too. Rejects with an abort error when `signal` aborts.
 */
export async function followCalls(
  parameters: FollowCallsParameters,
): Promise<FollowOutcome> {
  const { id, pollingInterval, signal } = parameters
  for (;;) {
    signal.throwIfAborted()
    try {
      const client = await parameters.client()
      const result = await getCallsStatus(client, { id })
      signal.throwIfAborted()
      if (result.statusCode >= 200) {
        const hashes = [
          ...new Set(
            (result.receipts ?? []).map(
              (receipt) => receipt.transactionHash.toLowerCase() as Hex,
            ),
          ),
        ].slice(0, recentTransactionsDefaults.maxHashes)
        // The last block any of its calls is in (bigints: no Math.max).
        let last: bigint | undefined
        for (const receipt of result.receipts ?? [])
          if (last === undefined || receipt.blockNumber > last)
            last = receipt.blockNumber
        const common = {
          settledAt: Date.now(),
          atomic: result.atomic,
          ...(hashes.length ? { hashes } : {}),
          ...(last !== undefined
            ? { blockNumber: last.toString(), confirmations: 1 }
            : {}),
        }
        if (result.statusCode < 300) return { status: 'confirmed', ...common }
        return {
          status: 'failed',
          ...(result.statusCode === 600 ? { partial: true } : {}),
          ...common,
        }
      }
    } catch (error) {
      if (signal.aborted) throw error
      // The wallet not connected yet (a reload), or the node unreachable:
      // asked again below.
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollingInterval)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done, { once: true })
    })
  }
}
