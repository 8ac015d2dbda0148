import type { Hex } from 'viem'
import type { CallsBatch } from './callsStatus.ts'
import type { TransactionReplacement } from './currentHash.ts'

/** The batches and replacements a wallet knows, which `restoreCalls` fills. */
export type KnownCalls = {
  batches: Map<string, CallsBatch>
  replaced: Map<Hex, TransactionReplacement>
}

/**
 * Adds what storage holds (checked: it is anyone's to write) to what the
 * wallet knows: batches it does not know, or knows less far along, as
 * another page of the same wallet sent them; and the replacements.
 */
export function restoreCalls(
  stored: { batches?: unknown; replaced?: unknown } | undefined,
  known: KnownCalls,
) {
  if (Array.isArray(stored?.batches))
    for (const batch of stored.batches.filter(isCallsBatch)) {
      const mine = known.batches.get(batch.id)
      if (!mine) known.batches.set(batch.id, batch)
      // Mutated in place: a page's own sending loop holds the object.
      else if (
        batch.hashes.length > mine.hashes.length ||
        (batch.settled && !mine.settled)
      )
        Object.assign(mine, batch)
    }
  if (Array.isArray(stored?.replaced))
    for (const entry of stored.replaced)
      if (isReplacement(entry) && !known.replaced.has(entry[0]))
        known.replaced.set(entry[0], entry[1])
}

const isHash = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-f]{64}$/i.test(value)

function isCallsBatch(value: unknown): value is CallsBatch {
  const batch = value as Partial<CallsBatch> | null
  return (
    typeof batch === 'object' &&
    batch !== null &&
    typeof batch.id === 'string' &&
    Number.isSafeInteger(batch.chainId) &&
    typeof batch.atomic === 'boolean' &&
    Number.isSafeInteger(batch.calls) &&
    Array.isArray(batch.hashes) &&
    batch.hashes.every(isHash) &&
    typeof batch.settled === 'boolean' &&
    (batch.userOperation === undefined || isHash(batch.userOperation))
  )
}

function isReplacement(value: unknown): value is [Hex, TransactionReplacement] {
  if (!Array.isArray(value) || value.length !== 2 || !isHash(value[0]))
    return false
  const replacement = value[1] as { status?: unknown; replacedBy?: unknown }
  if (typeof replacement !== 'object' || replacement === null) return false
  if (replacement.status === 'dropped') return true
  return (
    (replacement.status === 'repriced' || replacement.status === 'cancelled') &&
    isHash(replacement.replacedBy)
  )
}
