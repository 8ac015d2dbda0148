import { dehydrate, QueryClient } from '@tanstack/query-core'
import { expect, test } from 'vitest'
import { parsePersistedQuery } from './parsePersistedQuery.ts'

const now = Date.UTC(2030, 0, 1)
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const keys = {
  ensName: ['ensName', { address, chainId: 1 }],
  ensAvatar: ['ensAvatar', { name: 'alice.eth', chainId: 1 }],
  balance: ['balance', { address, chainId: 1 }],
} as const
const eth = { decimals: 18, symbol: 'ETH', value: 10n ** 18n }

/** A query as `dehydrate` writes it, holding `data` under `kind`'s key. */
function stored(kind: keyof typeof keys, data: unknown) {
  const client = new QueryClient()
  client.setQueryData(keys[kind], data, { updatedAt: now - 1 })
  return dehydrate(client).queries[0]!
}
const dataOf = (query: unknown) => parsePersistedQuery(query, now)?.state.data

test.each([
  ['ensName', 'alice.eth'],
  ['ensName', null],
  ['ensAvatar', 'https://example.com/alice.png'],
  ['ensAvatar', 'data:image/png;base64,AA'],
  ['ensAvatar', null],
  ['balance', eth],
  ['balance', { decimals: 0, symbol: '', value: 0n }],
] as const)('%s: %o is what the query returns, kept', (kind, data) => {
  expect(dataOf(stored(kind, data))).toEqual(data)
})

test.each([
  ['ensName', { a: 1 }],
  ['ensName', 42],
  ['ensName', ['alice.eth']],
  ['ensName', true],
  ['ensAvatar', 'alice.png'],
  ['ensAvatar', { src: 'https://example.com/a.png' }],
  ['ensAvatar', 0],
  ['balance', 10n],
  ['balance', null],
  ['balance', { ...eth, value: '1000' }],
  ['balance', { ...eth, value: 1 }],
  ['balance', { ...eth, value: -1n }],
  ['balance', { ...eth, symbol: { a: 1 } }],
  ['balance', { ...eth, decimals: '18' }],
  ['balance', { ...eth, decimals: 1.5 }],
  ['balance', { ...eth, decimals: 1e9 }],
  ['balance', { decimals: 18, value: 1n }],
  ['balance', [eth]],
] as const)('%s: %o is not what the query returns, dropped', (kind, data) => {
  expect(parsePersistedQuery(stored(kind, data), now)).toBeUndefined()
})

test('a balance keeps the fields getBalance answers, nothing else', () => {
  expect(dataOf(stored('balance', { ...eth, formatted: { a: 1 } }))).toEqual(
    eth,
  )
})

test.each([
  ['not an object', () => 'alice.eth'],
  ['null', () => null],
  [
    'a key of another query',
    (x: Record<string, unknown>) => {
      x.queryKey = ['readContract', { address }]
    },
  ],
  [
    'a key that is a string',
    (x: Record<string, unknown>) => {
      x.queryKey = 'ensName'
    },
  ],
  [
    'a key of three parts',
    (x: Record<string, unknown>) => {
      x.queryKey = [...keys.ensName, 'extra']
    },
  ],
  [
    'a key whose parameters are not an object',
    (x: Record<string, unknown>) => {
      x.queryKey = ['ensName', address]
    },
  ],
  [
    'no state',
    (x: Record<string, unknown>) => {
      delete x.state
    },
  ],
  [
    'an error, not an answer',
    (x: { state: Record<string, unknown> }) => {
      x.state.status = 'error'
    },
  ],
  [
    'pending',
    (x: { state: Record<string, unknown> }) => {
      x.state.status = 'pending'
    },
  ],
  [
    'no update time',
    (x: { state: Record<string, unknown> }) => {
      delete x.state.dataUpdatedAt
    },
  ],
  [
    'updated in the future',
    (x: { state: Record<string, unknown> }) => {
      x.state.dataUpdatedAt = now + 1
    },
  ],
  [
    'an update time that is not a number',
    (x: { state: Record<string, unknown> }) => {
      x.state.dataUpdatedAt = '2030'
    },
  ],
  // biome-ignore lint/suspicious/noExplicitAny: any change of the query
] as [string, (x: any) => unknown][])('%s: dropped', (_, change) => {
  const query: unknown = structuredClone(stored('ensName', 'alice.eth'))
  const changed = change(query)
  expect(
    parsePersistedQuery(changed === undefined ? query : changed, now),
  ).toBeUndefined()
})

test('the query is rebuilt from what was checked: a success, idle, its own hash', () => {
  const query = {
    ...stored('ensName', 'alice.eth'),
    queryHash: 'another',
    meta: { a: 1 },
    promise: Promise.resolve('bob.eth'),
  }
  Object.assign(query.state, { fetchStatus: 'fetching', error: { a: 1 } })
  const parsed = parsePersistedQuery(query, now)!
  expect(parsed).toEqual({
    queryKey: keys.ensName,
    queryHash: JSON.stringify(['ensName', { address, chainId: 1 }]),
    dehydratedAt: now - 1,
    state: expect.objectContaining({
      data: 'alice.eth',
      dataUpdatedAt: now - 1,
      error: null,
      fetchStatus: 'idle',
      status: 'success',
    }),
  })
})
