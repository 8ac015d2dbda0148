import {
  type Address,
  type Client,
  type GetTransactionReturnType,
  type Hex,
  isAddressEqual,
  type ReplacementReturnType,
  TransactionNotFoundError,
} from 'viem'
import {
  getTransaction,
  getTransactionCount,
  waitForTransactionReceipt,
} from 'viem/actions'
import { TransactionNotFromAccountError } from '../errors/transactions.ts'
import { accountReceiptStatus } from './accountReceiptStatus.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { revertReason } from './revertReason.ts'

export type FollowTransactionParameters = {
  hash: Hex
  /** The account it was listed for: the node must show it as the account's. */
  account: Address
  /** Its sender and nonce when known (stored): a replacement is found after a reload. */
  from?: Address | undefined
  nonce?: number | undefined
  /** Told the sender and nonce the first time the node shows the transaction. */
  onSeen?: ((seen: { from: Address; nonce: number }) => void) | undefined
  confirmations: number
  droppedAfter: number
  pollingInterval: number
  signal: AbortSignal
}

/** A followed transaction's outcome: the fields of the list's item that change. */
export type FollowOutcome = Partial<RecentTransaction> &
  Pick<RecentTransaction, 'status'>

/**
 * Follows one transaction to its outcome on `client`'s chain: `confirmed`
 * once `confirmations` blocks hold it; `failed` when it reverted (with the
 * reason, where the node gives one); `replaced` when another transaction at
 * its nonce was mined in its place (sped up: the replacement's hash is
 * `replacedBy`; `failed` if that one reverted); `cancelled` when that other
 * one sends nothing to the sender itself; `dropped` when the node has not
 * known it for `droppedAfter` ms and nothing holds its nonce. Rejects with
 * `TransactionNotFromAccountError` when the node shows it is not
 * `account`'s (another sender, and no operation of the account's smart
 * account in it: `accountReceiptStatus`), and with an abort error
 * when `signal` aborts.
 */
export async function followTransaction(
  client: Client,
  parameters: FollowTransactionParameters,
): Promise<FollowOutcome> {
  const { hash, account, confirmations, droppedAfter, pollingInterval } =
    parameters
  const { signal } = parameters
  // The node's word on whose it is, never the wallet's (which answered the
  // hash): someone else's transaction is not the visitor's. A stored sender
  // is only ever the account.
  if (parameters.from && !isAddressEqual(parameters.from, account))
    throw new TransactionNotFromAccountError({
      hash,
      account,
      from: parameters.from,
    })
  let known =
    parameters.from && parameters.nonce !== undefined
      ? { from: parameters.from, nonce: parameters.nonce }
      : undefined
  // One controller for both watches: the first to settle stops the other.
  const stop = new AbortController()
  const onAbort = () => stop.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  if (signal.aborted) stop.abort(signal.reason)
  // viem finds a replacement by the sender and nonce: its wait starts once
  // they are known (stored, or seen now), else a transaction replaced
  // before viem first looked would be waited for forever.
  let ready!: () => void
  const known$ = new Promise<void>((resolve, reject) => {
    ready = resolve
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason), {
      once: true,
    })
  })
  if (known) ready()

  const dropped = (async (): Promise<FollowOutcome | undefined> => {
    let missingSince: number | undefined
    while (!stop.signal.aborted) {
      let transaction: GetTransactionReturnType | undefined
      try {
        transaction = await getTransaction(client, { hash })
      } catch (error) {
        if (error instanceof TransactionNotFoundError) {
          missingSince ??= Date.now()
          if (Date.now() - missingSince >= droppedAfter) {
            // Another transaction may hold the nonce, in the pool or mined
            // (a replacement): the receipt's watch reports that one.
            const next = known
              ? await getTransactionCount(client, {
                  address: known.from,
                  blockTag: 'pending',
                }).catch(() => undefined)
              : undefined
            if (!known || (next !== undefined && next <= known.nonce))
              return { status: 'dropped', settledAt: Date.now() }
          }
        }
        // Any other failure (the node unreachable) tells nothing: try again.
      }
      if (transaction) {
        missingSince = undefined
        if (!isAddressEqual(transaction.from, account))
          // Another sender: the account's only if a bundler sent it for the
          // account's ERC-4337 operation, which its receipt tells (and the
          // bundler's nonce is not the account's to follow).
          ready()
        else if (!known) {
          known = { from: transaction.from, nonce: transaction.nonce }
          parameters.onSeen?.(known)
          ready()
        }
      }
      await sleep(pollingInterval, stop.signal)
    }
    return undefined
  })()

  let replacement: ReplacementReturnType | undefined
  const mined = known$
    .then(() =>
      waitForTransactionReceipt(client, {
        hash,
        confirmations,
        pollingInterval,
        // No time limit: a transaction can wait in the pool for long; `dropped`
        // is decided above, from what the node knows.
        timeout: 0,
        signal: stop.signal,
        onReplaced: (replaced) => {
          replacement = replaced
        },
        ...(known ? { replacement: known } : {}),
      }),
    )
    .then(async (receipt): Promise<FollowOutcome> => {
      // The node's word on whose it is: the account's if it sent it, or
      // the EntryPoint's for its smart account's operation. A replacement
      // is found by the account's own sender and nonce.
      const status = replacement
        ? receipt.status
        : accountReceiptStatus(receipt, account)
      if (!status)
        throw new TransactionNotFromAccountError({
          hash,
          account,
          from: receipt.from,
        })
      const settled = {
        settledAt: Date.now(),
        blockNumber: receipt.blockNumber.toString(),
        confirmations,
      }
      // Stored to find a replacement after a reload: the account's own.
      const nonce =
        known ??
        (isAddressEqual(receipt.from, account)
          ? {
              from: receipt.from,
              nonce: replacement?.replacedTransaction.nonce,
            }
          : undefined)
      const seen = nonce
        ? {
            from: nonce.from,
            ...(nonce.nonce !== undefined ? { nonce: nonce.nonce } : {}),
          }
        : {}
      if (replacement?.reason === 'cancelled')
        return {
          status: 'cancelled',
          replacedBy: receipt.transactionHash,
          ...seen,
          ...settled,
        }
      const replacedBy = replacement ? receipt.transactionHash : undefined
      if (status === 'reverted') {
        // A bundle that ran has no revert of its own to read.
        const transaction =
          receipt.status === 'reverted'
            ? (replacement?.transaction ??
              (await getTransaction(client, {
                hash: receipt.transactionHash,
              }).catch(() => undefined)))
            : undefined
        const reason = transaction
          ? await revertReason(client, transaction)
          : undefined
        return {
          status: 'failed',
          ...(replacedBy ? { replacedBy } : {}),
          ...(reason ? { reason } : {}),
          ...seen,
          ...settled,
        }
      }
      return replacedBy
        ? { status: 'replaced', replacedBy, ...seen, ...settled }
        : { status: 'confirmed', ...seen, ...settled }
    })
  try {
    const outcome = await Promise.race([
      mined,
      dropped.then((outcome) => outcome ?? new Promise<never>(() => {})),
    ])
    return outcome
  } finally {
    stop.abort()
    signal.removeEventListener('abort', onAbort)
    mined.catch(() => {})
    dropped.catch(() => {})
  }
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}
