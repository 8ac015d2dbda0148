import {
  type Address,
  type Client,
  type GetTransactionReturnType,
  isAddressEqual,
  TransactionNotFoundError,
} from 'viem'
import { getTransaction, getTransactionCount } from 'viem/actions'
import type {
  FollowOutcome,
  FollowTransactionParameters,
} from './followTransaction.ts'

/** A followed transaction's sender and nonce, once known. */
export type FollowedSender = { from: Address; nonce: number }

export type WatchDroppedParameters = Pick<
  FollowTransactionParameters,
  'hash' | 'account' | 'droppedAfter' | 'pollingInterval' | 'onSeen'
> & {
  /** Shared with the receipt's watch: filled in when the node first shows the account's transaction. */
  sender: { known?: FollowedSender | undefined }
  /** Called once the receipt's watch may start: the sender is known, or it is not the account's to follow. */
  ready: () => void
  /** Stops the watch, which then resolves `undefined`. */
  signal: AbortSignal
}

/**
 * Polls the node for a followed transaction: learns its sender and nonce
 * (`sender.known`), and resolves `dropped` once the node has not known it
 * for `droppedAfter` ms and nothing holds its nonce (a transaction at it,
 * pending or mined, is the receipt's watch's to report).
 */
export async function watchDropped(
  client: Client,
  parameters: WatchDroppedParameters,
): Promise<FollowOutcome | undefined> {
  const { hash, account, droppedAfter, pollingInterval, sender, signal } =
    parameters
  let missingSince: number | undefined
  while (!signal.aborted) {
    let transaction: GetTransactionReturnType | undefined
    try {
      transaction = await getTransaction(client, { hash })
    } catch (error) {
      if (error instanceof TransactionNotFoundError) {
        missingSince ??= Date.now()
        if (Date.now() - missingSince >= droppedAfter) {
          // Another transaction may hold the nonce, in the pool or mined
          // (a replacement): the receipt's watch reports that one.
          const { known } = sender
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
        parameters.ready()
      else if (!sender.known) {
        sender.known = { from: transaction.from, nonce: transaction.nonce }
        parameters.onSeen?.(sender.known)
        parameters.ready()
      }
    }
    await sleep(pollingInterval, signal)
  }
  return undefined
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
