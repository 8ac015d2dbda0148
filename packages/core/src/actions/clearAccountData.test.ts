import { dehydrate, type QueryClient } from '@tanstack/query-core'
import { serialize } from '@wagmi/core'
import { afterEach, describe, expect, test } from 'vitest'
import { createQueryClient } from '../query/createQueryClient.ts'
import { persistDefaults, persistedQueryKeys } from '../query/queryDefaults.ts'
import { restoreWalletCache } from '../query/restoreWalletCache.ts'
import { clearAccountData } from './clearAccountData.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainId = 13_370
const eth = (value: bigint) => ({ decimals: 18, symbol: 'ETH', value })
const avatar = (name: string) => `https://example.com/${name}.png`

afterEach(() => localStorage.clear())

/** The queries a page holds for alice and bob, and one about neither. */
function seed(queryClient: QueryClient) {
  const set = (queryKey: readonly unknown[], data: unknown) =>
    queryClient.setQueryData(queryKey, data)
  set(['ensName', { address: alice, chainId }], 'alice.eth')
  set(
    ['ensAvatar', { name: 'alice.eth', chainId, thirdParties: false }],
    avatar('a'),
  )
  set(['balance', { address: alice.toLowerCase(), chainId }], eth(1n))
  // Unprefixed, inside calldata: `balanceOf(alice)`.
  set(['call', { data: `0x70a08231${alice.slice(2).padStart(64, '0')}` }], 1n)
  set(['transactions', { chainId }], [{ from: alice.toUpperCase() }])
  set(['ensName', { address: bob, chainId }], 'bob.eth')
  set(
    ['ensAvatar', { name: 'bob.eth', chainId, thirdParties: false }],
    avatar('b'),
  )
  set(['balance', { address: bob, chainId }], eth(2n))
  set(['blockNumber', { chainId }], 7n)
}

const left = ['ensName', 'ensAvatar', 'balance', 'blockNumber']

function keys(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0])
}

/** Writes the cache as `persistWalletCache` does. */
function persist(queryClient: QueryClient) {
  const clientState = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => persistedQueryKeys.has(query.queryKey[0]),
  })
  localStorage.setItem(
    persistDefaults.key,
    serialize({ buster: '', timestamp: Date.now(), clientState }),
  )
}

/** What a page loading now restores from the persisted cache. */
function restored() {
  const queryClient = createQueryClient()
  restoreWalletCache(queryClient, localStorage)
  return queryClient
}

describe('clearAccountData', () => {
  test('removes every query that mentions the account, in any case, or its ENS name; keeps the others', () => {
    const queryClient = createQueryClient()
    seed(queryClient)
    clearAccountData(queryClient, { accounts: [alice] })
    expect(keys(queryClient)).toEqual(left)
    expect(
      queryClient.getQueryData(['balance', { address: bob, chainId }]),
    ).toEqual(eth(2n))
  })

  test('removes them from the persisted cache at once, which still restores the rest', () => {
    const queryClient = createQueryClient()
    seed(queryClient)
    persist(queryClient)
    clearAccountData(queryClient, {
      accounts: [alice],
      storage: localStorage,
    })
    const stored = localStorage.getItem(persistDefaults.key)!
    expect(stored.toLowerCase()).not.toContain(alice.slice(2).toLowerCase())
    expect(stored).not.toContain('alice.eth')
    const next = restored()
    expect(keys(next)).toEqual(['ensName', 'ensAvatar', 'balance'])
    expect(next.getQueryData(['ensName', { address: bob, chainId }])).toBe(
      'bob.eth',
    )
    expect(next.getQueryData(['balance', { address: bob, chainId }])).toEqual(
      eth(2n),
    )
  })

  test('finds the name in the persisted cache when memory has none yet (a session dropped on load)', () => {
    const before = createQueryClient()
    seed(before)
    persist(before)
    clearAccountData(createQueryClient(), {
      accounts: [alice],
      storage: localStorage,
    })
    expect(localStorage.getItem(persistDefaults.key)).not.toContain('alice.eth')
  })

  test('a persisted cache that cannot be read goes if it mentions the account, else stays', () => {
    const queryClient = createQueryClient()
    localStorage.setItem(persistDefaults.key, `{"cut short": "${bob}`)
    clearAccountData(queryClient, { accounts: [alice], storage: localStorage })
    expect(localStorage.getItem(persistDefaults.key)).not.toBeNull()
    clearAccountData(queryClient, { accounts: [bob], storage: localStorage })
    expect(localStorage.getItem(persistDefaults.key)).toBeNull()
  })
})
