import {
  type Address,
  type Client,
  type Hex,
  isAddressEqual,
  type ReplacementReturnType,
} from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { TransactionNotFromAccountError } from '../errors/transactions.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { receiptOutcome } from './receiptOutcome.ts'
import { type FollowedSender, watchDropped } from './watchDropped.ts'

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
  const { hash, account, confirmations, pollingInterval, signal } = parameters
  // The node's word on whose it is, never the wallet's (which answered the
  // hash): someone else's transaction is not the visitor's. A stored sender
  // is only ever the account.
  if (parameters.from && !isAddressEqual(parameters.from, account))
    throw new TransactionNotFromAccountError({
      hash,
      account,
      from: parameters.from,
    })
  const sender: { known?: FollowedSender | undefined } = {
    known:
      parameters.from && parameters.nonce !== undefined
        ? { from: parameters.from, nonce: parameters.nonce }
        : undefined,
  }
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
  if (sender.known) ready()

  const dropped = watchDropped(client, {
    ...parameters,
    sender,
    ready,
    signal: stop.signal,
  })

  let replacement: ReplacementReturnType | undefined
  const mined = known$
    .then(() =>
      waitForTransactionReceipt(client, {
        hash,
        confirmations,
        pollingInterval,
        // No time limit: a transaction can wait in the pool for long; `dropped`
        // is watchDropped's, from what the node knows.
        timeout: 0,
        signal: stop.signal,
        onReplaced: (replaced) => {
          replacement = replaced
        },
        ...(sender.known ? { replacement: sender.known } : {}),
      }),
    )
    .then((receipt) =>
      receiptOutcome(client, {
        ...parameters,
        receipt,
        replacement,
        known: sender.known,
      }),
    )
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
