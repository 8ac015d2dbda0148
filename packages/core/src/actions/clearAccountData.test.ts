import { dehydrate, type QueryClient } from '@tanstack/query-core'
import { persistQueryClientRestore } from '@tanstack/query-persist-client-core'
import { serialize } from '@wagmi/core'
import { afterEach, describe, expect, test } from 'vitest'
import { createPersistOptions } from '../query/createPersistOptions.ts'
import { createQueryClient } from '../query/createQueryClient.ts'
import { persistDefaults } from '../query/queryDefaults.ts'
import { clearAccountData } from './clearAccountData.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainId = 13_370

afterEach(() => localStorage.clear())

/** The queries a page holds for alice and bob, and one about neither. */
function seed(queryClient: QueryClient) {
  const set = (queryKey: readonly unknown[], data: unknown) =>
    queryClient.setQueryData(queryKey, data)
  set(['ensName', { address: alice, chainId }], 'alice.eth')
  set(['ensAvatar', { name: 'alice.eth', chainId, thirdParties: false }], 'a')
  set(['balance', { address: alice.toLowerCase(), chainId }], { value: 1n })
  // Unprefixed, inside calldata: `balanceOf(alice)`.
  set(['call', { data: `0x70a08231${alice.slice(2).padStart(64, '0')}` }], 1n)
  set(['transactions', { chainId }], [{ from: alice.toUpperCase() }])
  set(['ensName', { address: bob, chainId }], 'bob.eth')
  set(['ensAvatar', { name: 'bob.eth', chainId, thirdParties: false }], 'b')
  set(['balance', { address: bob, chainId }], { value: 2n })
  set(['blockNumber', { chainId }], 7n)
}

const left = ['ensName', 'ensAvatar', 'balance', 'blockNumber']

function keys(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0])
}

/** Writes the cache as the persister does. */
function persist(queryClient: QueryClient) {
  localStorage.setItem(
    persistDefaults.key,
    serialize({
      buster: '',
      timestamp: Date.now(),
      clientState: dehydrate(queryClient),
    }),
  )
}

/** What a page loading now restores from the persisted cache. */
async function restored() {
  const queryClient = createQueryClient()
  await persistQueryClientRestore({
    ...createPersistOptions(localStorage),
    queryClient,
  })
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
    ).toEqual({ value: 2n })
  })

  test('removes them from the persisted cache at once, which still restores the rest', async () => {
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
    const next = await restored()
    expect(keys(next)).toEqual(left)
    expect(next.getQueryData(['blockNumber', { chainId }])).toBe(7n)
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
