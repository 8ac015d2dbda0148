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
  /**
   * How long (ms) the wallet may answer the batch's status with an error
   * (EIP-5792's 5730, unknown bundle id, or any other refusal) before the
   * batch is `dropped`: it is not asked about forever.
   */
  droppedAfter: number
  pollingInterval: number
  signal: AbortSignal
}

// What a wallet answers while it is not ready to be asked (locked, not
// connected to the site or the chain): asked again, never counted.
const notReady = new Set([4100, 4900, 4901])

/**
 * Follows an EIP-5792 batch to its outcome (`wallet_getCallsStatus`, or
 * the receipts of a batch viem sent one by one), as EIP-5792's status codes
 * say: `confirmed` when it was included and ran (2xx); `cancelled` when the
 * wallet did not execute it (4xx, offchain: nothing was included);
 * `failed` when it was included and reverted (5xx), or, `partial`, when
 * some calls ran and others reverted (6xx). Pending (1xx, or a code EIP-5792
 * does not define) is asked again every `pollingInterval`, and so is a
 * wallet or node that cannot answer now; a wallet that answers the batch
 * with an error (an id it does not know) for `droppedAfter` ms makes it
 * `dropped`. Rejects with an abort error when `signal` aborts.
 */
export async function followCalls(
  parameters: FollowCallsParameters,
): Promise<FollowOutcome> {
  const { id, droppedAfter, pollingInterval, signal } = parameters
  // Since when the wallet has answered nothing but errors about the batch.
  let refusedSince: number | undefined
  for (;;) {
    signal.throwIfAborted()
    let client: Client | undefined
    try {
      client = await parameters.client()
      const result = await getCallsStatus(client, { id })
      signal.throwIfAborted()
      refusedSince = undefined
      const outcome = outcomeOf(result)
      if (outcome) return outcome
    } catch (error) {
      if (signal.aborted) throw error
      // The wallet not connected yet (a reload), or the node unreachable:
      // asked again below. A wallet that answered, but with an error, is
      // asked again until `droppedAfter`.
      const code = client ? rpcCode(error) : undefined
      if (code !== undefined && !notReady.has(code)) {
        refusedSince ??= Date.now()
        if (Date.now() - refusedSince >= droppedAfter)
          return { status: 'dropped', settledAt: Date.now() }
      }
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

type CallsStatus = Awaited<ReturnType<typeof getCallsStatus>>

/** The batch's outcome from its status, or none while it is pending. */
function outcomeOf(result: CallsStatus): FollowOutcome | undefined {
  const code = Number(result.statusCode)
  // 1xx pending; 3xx and 7xx and above are no status of EIP-5792's: asked
  // again (a wallet that never says more leaves it pending, as it is).
  if (!(code >= 200 && code < 300) && !(code >= 400 && code < 700))
    return undefined
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
  if (code < 300) return { status: 'confirmed', ...common }
  // Offchain: the wallet never executed it (cancelled, rejected, expired).
  if (code < 500) return { status: 'cancelled', ...common }
  return {
    status: 'failed',
    ...(code >= 600 ? { partial: true } : {}),
    ...common,
  }
}

/** The JSON-RPC error code the wallet answered with (the innermost), if any. */
function rpcCode(error: unknown): number | undefined {
  let code: number | undefined
  // viem wraps the wallet's error (`cause`); a few levels at most.
  for (let x = error, depth = 0; x && depth < 8; depth++) {
    const found = (x as { code?: unknown }).code
    if (typeof found === 'number' && Number.isInteger(found)) code = found
    x = (x as { cause?: unknown }).cause
  }
  return code
}
