import { dehydrate, QueryClient } from '@tanstack/query-core'
import { serialize } from '@wagmi/core'
import { expect, test } from 'vitest'
import { persistDefaults } from './queryDefaults.ts'
import { restoreWalletCache } from './restoreWalletCache.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nameKey = ['ensName', { address: alice, chainId: 1 }]
const balanceKey = ['balance', { address: alice, chainId: 1 }]

/** A storage holding the cache a visit left, written as the persister does. */
function storedCache(
  change: (persisted: Record<string, unknown>) => void = () => {},
) {
  const previous = new QueryClient()
  previous.setQueryData(nameKey, 'alice.eth')
  previous.setQueryData(balanceKey, 10n ** 18n)
  const persisted: Record<string, unknown> = {
    buster: '',
    timestamp: Date.now(),
    clientState: dehydrate(previous),
  }
  change(persisted)
  const items = new Map<string, string>([
    [persistDefaults.key, serialize(persisted)],
  ])
  return { getItem: (key: string) => items.get(key) ?? null }
}

test("the last visit's name and balance are in the client at once, bigints kept", () => {
  const client = new QueryClient()
  expect(restoreWalletCache(client, storedCache())).toBe(true)
  expect(client.getQueryData(nameKey)).toBe('alice.eth')
  expect(client.getQueryData(balanceKey)).toBe(10n ** 18n)
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
  ['not JSON', { getItem: () => '{"buster":' }],
  ['JSON, not a cache', { getItem: () => '{"buster":"","timestamp":1e99}' }],
  ['null', { getItem: () => 'null' }],
  [
    'a storage that throws',
    {
      getItem: () => {
        throw new Error('SecurityError')
      },
    },
  ],
  ['no storage', undefined],
])('%s: nothing restored, nothing thrown', (_, storage) => {
  const client = new QueryClient()
  expect(restoreWalletCache(client, storage)).toBe(false)
  expect(client.getQueryCache().getAll()).toEqual([])
})
