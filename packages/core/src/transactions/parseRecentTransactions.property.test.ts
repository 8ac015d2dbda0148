import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseRecentTransactions } from './parseRecentTransactions.ts'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'
import { updateRecentTransactions } from './updateRecentTransactions.ts'

// Whatever another tab, an extension or an old version left under the key,
// the list read back is well formed: a list, capped, each id once, each
// field of its type, and written back it reads the same (no drift).

const hash = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const status = fc.constantFrom(
  'pending',
  'confirmed',
  'failed',
  'replaced',
  'cancelled',
  'dropped',
  'mined',
  '',
)
// Items near the valid form, so the checks are hit field by field.
const nearItem = fc.record(
  {
    id: fc.oneof(hash, fc.string(), fc.constant('0x12')),
    kind: fc.constantFrom('transaction', 'calls', 'other'),
    description: fc.oneof(fc.string({ maxLength: 250 }), fc.integer()),
    status,
    addedAt: fc.oneof(fc.nat(), fc.double(), fc.constant(-1)),
    settledAt: fc.oneof(fc.nat(), fc.string()),
    confirmations: fc.oneof(fc.nat(), fc.constant(1.5)),
    blockNumber: fc.oneof(fc.bigInt({ min: 0n }).map(String), fc.string()),
    replacedBy: fc.oneof(hash, fc.string()),
    reason: fc.string({ maxLength: 400 }),
    atomic: fc.oneof(fc.boolean(), fc.string()),
    partial: fc.boolean(),
    hashes: fc.array(hash, { maxLength: 25 }),
    from: fc.oneof(
      hash.map((h) => h.slice(0, 42)),
      fc.string(),
    ),
    nonce: fc.oneof(fc.nat(), fc.constant(-3)),
    sponsored: fc.oneof(fc.boolean(), fc.string(), fc.constant(1)),
  },
  { requiredKeys: [] },
)
const stored = fc.oneof(
  fc.json(),
  fc.string(),
  fc
    .record({
      v: fc.constantFrom(1, 2, '1'),
      items: fc.array(fc.oneof(nearItem, fc.jsonValue()), { maxLength: 80 }),
    })
    .map((value) => JSON.stringify(value)),
)

test('any stored text reads as a well-formed, capped, deduplicated list that round-trips', () => {
  fc.assert(
    fc.property(stored, (text) => {
      const items = parseRecentTransactions(text)
      expect(Array.isArray(items)).toBe(true)
      expect(items.length).toBeLessThanOrEqual(
        recentTransactionsDefaults.maxItems,
      )
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
      for (const item of items) {
        expect(['transaction', 'calls']).toContain(item.kind)
        expect(item.description.length).toBeGreaterThan(0)
        expect(item.description.length).toBeLessThanOrEqual(
          recentTransactionsDefaults.maxDescriptionLength,
        )
        expect(Number.isSafeInteger(item.addedAt)).toBe(true)
        if (item.kind === 'transaction')
          expect(item.id).toMatch(/^0x[0-9a-f]{64}$/)
        if (item.hashes)
          expect(item.hashes.length).toBeLessThanOrEqual(
            recentTransactionsDefaults.maxHashes,
          )
      }
      for (let index = 1; index < items.length; index++)
        expect(items[index - 1]!.addedAt).toBeGreaterThanOrEqual(
          items[index]!.addedAt,
        )
      // Written back and read again: the same list.
      const again = parseRecentTransactions(
        JSON.stringify({ v: recentTransactionsDefaults.version, items }),
      )
      expect(again).toEqual(items)
    }),
    { numRuns: 500 },
  )
})

test('an update over any stored text writes a valid list and never throws', () => {
  fc.assert(
    fc.property(stored, (text) => {
      localStorage.setItem('latch.transactions.x.1', text)
      const item = {
        id: `0x${'ab'.repeat(32)}`,
        kind: 'transaction' as const,
        description: 'Send',
        status: 'pending' as const,
        addedAt: Date.now(),
      }
      const items = updateRecentTransactions(
        localStorage,
        'latch.transactions.x.1',
        (items) => [item, ...items.filter((x) => x.id !== item.id)],
      )
      expect(items[0]).toEqual(item)
      expect(
        parseRecentTransactions(localStorage.getItem('latch.transactions.x.1')),
      ).toEqual(items)
    }),
    { numRuns: 200 },
  )
  localStorage.clear()
})

// The optional fields of an item whose own fields are valid: anything a
// wallet's answer can put there once written back.
const oddFields = fc.record(
  {
    settledAt: fc.oneof(fc.nat(), fc.string(), fc.constant(null)),
    confirmations: fc.oneof(fc.nat(), fc.constant(1.5), fc.constant(null)),
    blockNumber: fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String),
      fc.string(),
      fc.constant(null),
    ),
    replacedBy: fc.oneof(hash, fc.string(), fc.constant(null)),
    reason: fc.oneof(fc.string({ maxLength: 400 }), fc.integer()),
    atomic: fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
    partial: fc.oneof(fc.boolean(), fc.constant(null)),
    hashes: fc.oneof(
      fc.array(fc.oneof(hash, fc.string(), fc.constant(null)), {
        maxLength: 25,
      }),
      fc.constant(null),
    ),
    from: fc.oneof(
      hash.map((h) => h.slice(0, 42)),
      fc.string(),
    ),
    nonce: fc.oneof(fc.nat(), fc.constant(-3), fc.constant(null)),
    sponsored: fc.oneof(
      fc.constant(true),
      fc.constant(false),
      fc.constant('true'),
      fc.constant(1),
      fc.constant(null),
    ),
  },
  { requiredKeys: [] },
)

test("an item's odd optional field (atomic: null, a 32-byte block number) is left out or cut, never the item", () => {
  fc.assert(
    fc.property(
      fc.constantFrom('transaction', 'calls'),
      oddFields,
      (kind, fields) => {
        const item = {
          id: `0x${'cd'.repeat(32)}`,
          kind,
          description: 'Approve and send',
          status: 'failed',
          addedAt: 1_700_000_000_000,
          ...fields,
        }
        const [read, ...rest] = parseRecentTransactions(
          JSON.stringify({
            v: recentTransactionsDefaults.version,
            items: [item],
          }),
        )
        expect(rest).toEqual([])
        expect(read).toMatchObject({
          id: item.id,
          kind,
          description: item.description,
          status: 'failed',
          addedAt: item.addedAt,
        })
        if (read!.blockNumber !== undefined)
          expect(read!.blockNumber).toMatch(/^\d{1,20}$/)
        if (read!.atomic !== undefined)
          expect(typeof read!.atomic).toBe('boolean')
        if (read!.reason !== undefined)
          expect(read!.reason.length).toBeLessThanOrEqual(
            recentTransactionsDefaults.maxReasonLength,
          )
        for (const hash of read!.hashes ?? [])
          expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
        // Only a stored `true` says the app paid the gas.
        expect(read!.sponsored).toBe(
          fields.sponsored === true ? true : undefined,
        )
      },
    ),
    { numRuns: 300 },
  )
})
