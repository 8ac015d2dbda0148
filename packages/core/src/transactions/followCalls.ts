import type { Address, Client, Hex, TransactionReceipt } from 'viem'
import { getCallsStatus, getTransactionReceipt } from 'viem/actions'
import { accountReceiptStatus } from './accountReceiptStatus.ts'
import type { FollowOutcome } from './followTransaction.ts'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'

export type FollowCallsParameters = {
  /** The batch id `wallet_sendCalls` (or viem's fallback) answered. */
  id: string
  /** The wallet's client, asked for the batch's status. */
  wallet: () => Promise<Client>
  /**
   * The chain's own client: the batch's transactions are read from it, and
   * a batch viem sent one by one (its fallback id) from it alone.
   */
  node: Client
  /** The account it was listed for: its transactions must be the account's. */
  account: Address
  /**
   * How long (ms) the wallet may answer the batch's status with an error
   * (EIP-5792's 5730, unknown bundle id, or any other refusal), or with
   * transactions the node does not show as the account's, before the batch
   * is settled without them (`dropped`): it is not asked about forever.
   */
  droppedAfter: number
  pollingInterval: number
  signal: AbortSignal
}

// What a wallet answers while it is not ready to be asked (locked, not
// connected to the site or the chain): asked again, never counted.
const notReady = new Set([4100, 4900, 4901])
const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Follows an EIP-5792 batch to its outcome (`wallet_getCallsStatus`, or
 * the receipts of a batch viem sent one by one). The wallet's status code
 * says whether it is settled: pending (1xx, or a code EIP-5792 does not
 * define) is asked again every `pollingInterval`; `cancelled` when the
 * wallet did not execute it (4xx) and the node shows none of its
 * transactions. Its transactions are the receipts' hashes, each read from
 * the node (`node`), never the wallet's receipts: one the node does not
 * show as `account`'s (sent by it, or by a bundler for its ERC-4337
 * operation) is not the batch's. `confirmed` only when the
 * wallet says 2xx and the node shows every one of them succeeded; `failed`
 * when the node shows one reverted (`partial` when another succeeded), or
 * the wallet says so (5xx, 6xx: `partial`), whatever the other says. A
 * wallet that answers with an error (an id it does not know), or with
 * transactions the node does not show as the account's, for `droppedAfter`
 * ms: settled on what the node shows (`dropped` when it shows nothing).
 * Rejects with an abort error when `signal` aborts.
 */
export async function followCalls(
  parameters: FollowCallsParameters,
): Promise<FollowOutcome> {
  const { id, node, account, droppedAfter, pollingInterval, signal } =
    parameters
  // Since when the wallet has answered nothing but errors about the batch.
  let refusedSince: number | undefined
  // Since when its settled answer has named transactions the node does not
  // show as the account's (the node behind, or the wallet wrong).
  let unprovenSince: number | undefined
  for (;;) {
    signal.throwIfAborted()
    let client: Client | undefined
    try {
      // viem's fallback ids name the transactions: the node answers.
      client = id.endsWith(fallbackSuffix) ? node : await parameters.wallet()
      const answer = await readCallsStatus(client, id)
      signal.throwIfAborted()
      refusedSince = undefined
      if (answer) {
        const receipts = await Promise.all(
          answer.hashes.map((hash) => accountReceipt(node, account, hash)),
        )
        signal.throwIfAborted()
        const proven = receipts.filter((x) => x !== undefined)
        const complete =
          !answer.truncated &&
          proven.length === answer.hashes.length &&
          // A settled batch that the wallet says ran names its transactions.
          (proven.length > 0 || answer.code >= 400)
        if (complete) unprovenSince = undefined
        else unprovenSince ??= Date.now()
        const outcome = outcomeOf(
          answer,
          proven,
          complete || Date.now() - unprovenSince! >= droppedAfter,
        )
        if (outcome) return outcome
      }
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

/** A settled batch as the wallet tells it: only what is of the right form. */
type CallsAnswer = {
  /** EIP-5792's status code, 2xx to 6xx. */
  code: number
  atomic?: boolean | undefined
  /** Its transactions' hashes, lower case, each once, capped. */
  hashes: Hex[]
  /** More than the cap were named: the batch cannot be proven whole. */
  truncated: boolean
}

/**
 * The batch's status, its fields read one by one (a field of the wrong
 * form is left out); none while it is pending, or for a code EIP-5792
 * does not define.
 */
async function readCallsStatus(
  client: Client,
  id: string,
): Promise<CallsAnswer | undefined> {
  const answer: unknown = id.endsWith(fallbackSuffix)
    ? await getCallsStatus(client, { id }).then((x) => ({
        status: x.statusCode,
        atomic: false,
        receipts: x.receipts,
      }))
    : await client.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })
  if (typeof answer !== 'object' || answer === null) return undefined
  const { status, atomic, receipts } = answer as Record<string, unknown>
  // viem reads an older wallet's 'CONFIRMED' as 200, and so does this.
  const code = status === 'CONFIRMED' ? 200 : status
  // 1xx pending; 3xx and 7xx and above are no status of EIP-5792's: asked
  // again (a wallet that never says more leaves it pending, as it is).
  if (
    typeof code !== 'number' ||
    !Number.isInteger(code) ||
    code < 200 ||
    code >= 700 ||
    (code >= 300 && code < 400)
  )
    return undefined
  const hashes = new Set<Hex>()
  if (Array.isArray(receipts))
    for (const receipt of receipts.slice(0, 256)) {
      const hash = (receipt as { transactionHash?: unknown } | null)
        ?.transactionHash
      if (typeof hash === 'string' && hashPattern.test(hash))
        hashes.add(hash.toLowerCase() as Hex)
    }
  const { maxHashes } = recentTransactionsDefaults
  return {
    code,
    ...(typeof atomic === 'boolean' ? { atomic } : {}),
    hashes: [...hashes].slice(0, maxHashes),
    truncated: hashes.size > maxHashes,
  }
}

/** One of the batch's transactions, as the node shows it for the account. */
type AccountReceipt = {
  receipt: TransactionReceipt
  status: TransactionReceipt['status']
}

/**
 * The transaction's receipt as the node shows it, and what it did for the
 * account (`accountReceiptStatus`); none for a hash the node does not know
 * (yet), or another account's transaction.
 */
async function accountReceipt(
  node: Client,
  account: Address,
  hash: Hex,
): Promise<AccountReceipt | undefined> {
  const receipt = await getTransactionReceipt(node, { hash }).catch(
    () => undefined,
  )
  const status = receipt && accountReceiptStatus(receipt, account)
  return status && { receipt: receipt!, status }
}

/**
 * The batch's outcome from the wallet's word and the node's receipts, or
 * none while it waits for the node (`final`: wait no longer, settle on
 * what the node shows).
 */
function outcomeOf(
  answer: CallsAnswer,
  receipts: readonly AccountReceipt[],
  final: boolean,
): FollowOutcome | undefined {
  const { code } = answer
  const reverted = receipts.filter((x) => x.status === 'reverted').length
  const succeeded = receipts.length - reverted
  // Offchain: the wallet never executed it (cancelled, rejected, expired).
  if (code >= 400 && code < 500 && receipts.length === 0)
    return { status: 'cancelled', settledAt: Date.now(), ...atomicOf(answer) }
  if (!final) return undefined
  // The last block any of its calls is in (bigints: no Math.max).
  let last: bigint | undefined
  for (const { receipt } of receipts)
    if (last === undefined || receipt.blockNumber > last)
      last = receipt.blockNumber
  const common = {
    settledAt: Date.now(),
    ...atomicOf(answer),
    ...(receipts.length
      ? {
          hashes: receipts.map(
            ({ receipt }) => receipt.transactionHash.toLowerCase() as Hex,
          ),
        }
      : {}),
    ...(last !== undefined
      ? { blockNumber: last.toString(), confirmations: 1 }
      : {}),
  }
  const walletFailed = code >= 500
  if (reverted > 0 || walletFailed)
    return {
      status: 'failed',
      ...((reverted > 0 && succeeded > 0) || code >= 600
        ? { partial: true }
        : {}),
      ...common,
    }
  // The wallet says it ran, and every transaction it named is the
  // account's and succeeded.
  if (
    code < 300 &&
    !answer.truncated &&
    answer.hashes.length > 0 &&
    receipts.length === answer.hashes.length
  )
    return { status: 'confirmed', ...common }
  // The node does not show what the wallet says: not confirmed.
  return { status: 'dropped', ...common }
}

function atomicOf({ atomic }: CallsAnswer) {
  return atomic === undefined ? {} : { atomic }
}

// viem's `sendCalls` with `experimental_fallback` ends its ids with this.
const fallbackSuffix =
  '5792579257925792579257925792579257925792579257925792579257925792'

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
