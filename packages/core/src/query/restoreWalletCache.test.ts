import { dehydrate, QueryClient } from '@tanstack/query-core'
import { serialize } from '@wagmi/core'
import { hashFn } from '@wagmi/core/query'
import { expect, test } from 'vitest'
import { persistDefaults } from './queryDefaults.ts'
import { restoreWalletCache } from './restoreWalletCache.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nameKey = ['ensName', { address: alice, chainId: 1 }]
const avatarKey = ['ensAvatar', { name: 'alice.eth', chainId: 1 }]
const balanceKey = ['balance', { address: alice, chainId: 1 }]
const balance = { decimals: 18, symbol: 'ETH', value: 10n ** 18n }

/** A storage holding the cache a visit left, written as the persister does. */
function storedCache(
  change: (persisted: Record<string, unknown>) => void = () => {},
) {
  const previous = new QueryClient()
  previous.setQueryData(nameKey, 'alice.eth')
  previous.setQueryData(avatarKey, 'https://example.com/alice.png')
  previous.setQueryData(balanceKey, balance)
  const persisted: Record<string, unknown> = {
    buster: '',
    timestamp: Date.now(),
    clientState: dehydrate(previous),
  }
  change(persisted)
  const items = new Map<string, string>([
    [persistDefaults.key, serialize(persisted)],
  ])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  }
}

/** The stored queries, `change`d at the one whose key starts with `kind`. */
function changedQuery(kind: string, change: (query: Query) => void) {
  return storedCache((x) => {
    const { queries } = x.clientState as { queries: Query[] }
    change(queries.find((query) => query.queryKey[0] === kind)!)
  })
}
type Query = { queryKey: unknown[]; state: Record<string, unknown> }

test("the last visit's name and balance are in the client at once, bigints kept", () => {
  const client = new QueryClient()
  expect(restoreWalletCache(client, storedCache())).toBe(true)
  expect(client.getQueryData(nameKey)).toBe('alice.eth')
  expect(client.getQueryData(avatarKey)).toBe('https://example.com/alice.png')
  expect(client.getQueryData(balanceKey)).toEqual(balance)
})

test.each([
  ['the name an object', 'ensName', { a: 1 }],
  ['the name a number', 'ensName', 42],
  ['the avatar not a URL', 'ensAvatar', 'not a url'],
  ['the avatar an array', 'ensAvatar', ['https://example.com/a.png']],
  ['the balance a bare bigint', 'balance', 10n],
  ['the balance’s value a string', 'balance', { ...balance, value: '1' }],
  ['the balance without a symbol', 'balance', { decimals: 18, value: 1n }],
])(
  '%s: that query is left out, the others restored, nothing thrown',
  (_, kind, data) => {
    const client = new QueryClient()
    const storage = changedQuery(kind, (query) => {
      query.state.data = data
    })
    expect(restoreWalletCache(client, storage)).toBe(true)
    const restored = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0])
    expect(restored).not.toContain(kind)
    expect(restored).toHaveLength(2)
  },
)

test('a restored query is rebuilt from its checked fields: idle, no error, its hash from its key', () => {
  const client = new QueryClient()
  const storage = changedQuery('ensName', (query) => {
    Object.assign(query, { queryHash: '["balance"]', meta: { a: 1 } })
    Object.assign(query.state, {
      fetchStatus: 'fetching',
      error: { message: 'x' },
      isInvalidated: true,
    })
  })
  restoreWalletCache(client, storage)
  const query = client.getQueryCache().find({ queryKey: nameKey })!
  expect(query.state).toMatchObject({
    data: 'alice.eth',
    fetchStatus: 'idle',
    error: null,
    isInvalidated: false,
    status: 'success',
  })
  expect(query.meta).toBeUndefined()
  expect(query.queryHash).toBe(hashFn(nameKey))
})

test.each([
  [
    'older than 24 hours',
    storedCache((x) => {
      x.timestamp = Date.now() - persistDefaults.maxAge - 1
    }),
  ],
  [
    'written under another buster',
    storedCache((x) => {
      x.buster = 'v2'
    }),
  ],
  [
    'written in the future',
    storedCache((x) => {
      x.timestamp = Date.now() + 60_000
    }),
  ],
  ['not JSON', { getItem: () => '{"buster":', removeItem() {} }],
  [
    'JSON, not a cache',
    { getItem: () => '{"buster":"","timestamp":1e99}', removeItem() {} },
  ],
  ['null', { getItem: () => 'null', removeItem() {} }],
  [
    'a storage that throws',
    {
      getItem: () => {
        throw new Error('SecurityError')
      },
      removeItem() {},
    },
  ],
  ['no storage', undefined],
])('%s: nothing restored, nothing thrown', (_, storage) => {
  const client = new QueryClient()
  expect(restoreWalletCache(client, storage)).toBe(false)
  expect(client.getQueryCache().getAll()).toEqual([])
})
