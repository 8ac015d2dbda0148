import type { Address, Hex } from 'viem'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'

/** Where a recent transaction stands; only `pending` is still followed. */
export type RecentTransactionStatus =
  | 'pending'
  | 'confirmed'
  | 'failed'
  | 'replaced'
  | 'cancelled'
  | 'dropped'

/** A transaction or EIP-5792 batch in the recent list, as stored. */
export type RecentTransaction = {
  /** The transaction hash (lower case), or the batch id. */
  id: string
  /** A transaction (`hash`) or a batch of calls (`callsId`). */
  kind: 'transaction' | 'calls'
  /** What the dapp called it, for the visitor. */
  description: string
  status: RecentTransactionStatus
  /** When it was added, in ms since the epoch. */
  addedAt: number
  /** When its outcome was known, in ms since the epoch. */
  settledAt?: number | undefined
  /** Blocks holding it when it was found confirmed (or failed). */
  confirmations?: number | undefined
  /** The block that holds it (or its replacement), as a decimal string. */
  blockNumber?: string | undefined
  /**
   * `replaced`: the transaction that took its place and was mined (sped up,
   * or another at the same nonce); `cancelled`: the cancelling one.
   */
  replacedBy?: Hex | undefined
  /** `failed`: the revert reason, where the node gives one. */
  reason?: string | undefined
  /** A batch: whether the wallet ran it as one atomic transaction. */
  atomic?: boolean | undefined
  /** A batch that `failed`: some calls succeeded, others did not. */
  partial?: boolean | undefined
  /** A batch: the hashes of the transactions it was mined in. */
  hashes?: readonly Hex[] | undefined
  /** A transaction: its sender and nonce, to tell a replacement after a reload. */
  from?: Address | undefined
  nonce?: number | undefined
  /** Sent with the app's paymaster service: the app paid the gas. */
  sponsored?: true | undefined
}

const statuses = new Set<string>([
  'pending',
  'confirmed',
  'failed',
  'replaced',
  'cancelled',
  'dropped',
])
const hashPattern = /^0x[0-9a-f]{64}$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/
// EIP-5792 leaves a batch id's form to the wallet: any string up to 4096
// bytes; a stored one is kept to printable ASCII so it can be shown and sent.
const callsIdPattern = /^[\x21-\x7e]{1,4096}$/

/**
 * The recent list as stored (`{ v, items }`), validated: anything that is
 * not one is an empty list; an item without its id, kind, description,
 * status or time added is left out, and an optional field of the wrong type
 * or form is left out of its item (a reason or a list of hashes too long is
 * cut to its cap); ids appear once (the newest kept); at most `maxItems`,
 * newest first.
 */
export function parseRecentTransactions(
  text: string | null | undefined,
): RecentTransaction[] {
  if (!text) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  if (!isRecord(value) || value.v !== recentTransactionsDefaults.version)
    return []
  if (!Array.isArray(value.items)) return []
  const items: RecentTransaction[] = []
  const seen = new Set<string>()
  for (const raw of value.items as unknown[]) {
    const item = parseItem(raw)
    if (!item || seen.has(item.id)) continue
    seen.add(item.id)
    items.push(item)
  }
  return items
    .sort((a, b) => b.addedAt - a.addedAt)
    .slice(0, recentTransactionsDefaults.maxItems)
}

function parseItem(raw: unknown): RecentTransaction | undefined {
  if (!isRecord(raw)) return undefined
  const { id, kind, description, status, addedAt } = raw
  if (kind !== 'transaction' && kind !== 'calls') return undefined
  if (typeof id !== 'string') return undefined
  if (kind === 'transaction' ? !hashPattern.test(id) : !callsIdPattern.test(id))
    return undefined
  if (
    typeof description !== 'string' ||
    description.length === 0 ||
    description.length > recentTransactionsDefaults.maxDescriptionLength
  )
    return undefined
  if (typeof status !== 'string' || !statuses.has(status)) return undefined
  if (!isTime(addedAt)) return undefined
  const item: RecentTransaction = {
    id,
    kind,
    description,
    status: status as RecentTransactionStatus,
    addedAt,
  }
  // Each optional field is checked on its own: one of the wrong type or
  // form (a wallet's odd answer, written back) is left out, or cut to its
  // cap, and the item is kept.
  const { settledAt, confirmations, blockNumber, replacedBy, reason } = raw
  const { atomic, partial, hashes, from, nonce, sponsored } = raw
  if (isTime(settledAt)) item.settledAt = settledAt
  if (isCount(confirmations)) item.confirmations = confirmations
  if (typeof blockNumber === 'string' && /^\d{1,20}$/.test(blockNumber))
    item.blockNumber = blockNumber
  if (typeof replacedBy === 'string' && hashPattern.test(replacedBy))
    item.replacedBy = replacedBy as Hex
  if (typeof reason === 'string')
    item.reason = reason.slice(0, recentTransactionsDefaults.maxReasonLength)
  if (typeof atomic === 'boolean') item.atomic = atomic
  if (typeof partial === 'boolean') item.partial = partial
  if (Array.isArray(hashes)) {
    const valid = [
      ...new Set(
        hashes.filter(
          (hash): hash is Hex =>
            typeof hash === 'string' && hashPattern.test(hash),
        ),
      ),
    ].slice(0, recentTransactionsDefaults.maxHashes)
    if (valid.length > 0) item.hashes = valid
  }
  if (typeof from === 'string' && addressPattern.test(from))
    item.from = from as Address
  if (isCount(nonce)) item.nonce = nonce
  if (sponsored === true) item.sponsored = sponsored
  return item
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isTime(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value <= 8.64e15
  )
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}
