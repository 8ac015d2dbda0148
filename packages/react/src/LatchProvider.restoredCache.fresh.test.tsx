// A module graph of its own (`.fresh.`): The ENS name normaliser (ENSIP-15) not loaded yet.
import {
  accountAvatarQueryOptions,
  accountBalanceQueryOptions,
  accountNameQueryOptions,
  connectWallet,
  createLatchConfig,
  type LatchConfig,
  persistDefaults,
  safeStorage,
} from '@latch/core'
import { createDevWallet, installEthereum } from '@latch/devnet/browser'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { serialize } from '@wagmi/core'
import { hashFn } from '@wagmi/core/query'
import fc from 'fast-check'
import { custom } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { testChain } from '../test/setupWallet.tsx'
import { AccountButton } from './components/AccountButton/AccountButton.tsx'
import { AccountDialog } from './components/AccountDialog/AccountDialog.tsx'
import { LatchProvider } from './LatchProvider.tsx'

/**
 * A returning visitor whose stored wallet cache holds anything at all in
 * place of the account's name, avatar or balance (another tab's bug, an
 * extension, a hand edit): the page restores the session and renders the
 * account, with whatever of the cache has the right shape, never a blank
 * root. fast-check prints the seed and the shrunk case of a failing run.
 */

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const avatar =
  'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E'
const balance = { decimals: 18, symbol: 'ETH', value: 12n * 10n ** 17n }

/** wagmi's stored state after a visit that connected the browser wallet. */
let store: string

function createConfig(storage: Storage): LatchConfig {
  return createLatchConfig({
    appName: 'Latch',
    chains: [testChain],
    // No node answers: what the page shows of the account is the cache's.
    transports: {
      [testChain.id]: custom({
        request: async () => {
          throw new Error('No node in this test.')
        },
      }),
    },
    storage,
  })
}

beforeAll(async () => {
  const wallet = createDevWallet({
    chains: [
      { id: testChain.id, name: testChain.name, rpcUrl: 'http://127.0.0.1:9' },
    ],
  })
  installEthereum(wallet, window)
  const storage = safeStorage(() => undefined) // memory only
  await connectWallet(createConfig(storage), { connectorId: 'injected' })
  store = storage.getItem('wagmi.store')!
  expect(store).toContain('"current"')
})
afterAll(() => {
  delete (window as { ethereum?: unknown }).ethereum
})

/** The cache a visit left: each query under the key the page asks for. */
function storedCache(data: {
  name: unknown
  avatar: unknown
  balance: unknown
}) {
  const config = createConfig(safeStorage(() => undefined))
  const chainId = testChain.id
  const keys = {
    name: accountNameQueryOptions(config, { address: alice, chainId }).queryKey,
    avatar: accountAvatarQueryOptions(config, {
      name: 'alice.eth',
      chainId,
      thirdParties: false,
    }).queryKey,
    balance: accountBalanceQueryOptions(config, { address: alice, chainId })
      .queryKey,
  }
  const now = Date.now()
  const queries = (['name', 'avatar', 'balance'] as const).map((kind) => ({
    queryKey: keys[kind],
    queryHash: hashFn(keys[kind]),
    dehydratedAt: now,
    state: {
      data: data[kind],
      dataUpdateCount: 1,
      dataUpdatedAt: now,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      fetchStatus: 'idle',
      isInvalidated: false,
      status: 'success',
    },
  }))
  return serialize({
    buster: persistDefaults.buster,
    timestamp: now,
    clientState: { queries, mutations: [] },
  })
}

/** Loads the page with `cache` stored, and returns its account dialog. */
async function load(cache: string) {
  const storage = safeStorage(() => undefined)
  storage.setItem('wagmi.store', store)
  storage.setItem(persistDefaults.key, cache)
  render(
    <LatchProvider config={createConfig(storage)}>
      <AccountButton onClick={() => {}} />
      <AccountDialog open onClose={() => {}} />
    </LatchProvider>,
  )
  return await waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: 'Account' })
    expect(dialog.textContent).toContain(alice)
    return dialog
  })
}

test('the stored name, avatar and balance are on the first screen of a returning visit', async () => {
  const dialog = await load(storedCache({ name: 'alice.eth', avatar, balance }))
  expect(screen.getByRole('button', { name: /alice\.eth/ })).toBeTruthy()
  expect(dialog.querySelector('img')?.getAttribute('src')).toBe(avatar)
  expect(dialog.textContent).toContain('1.2 ETH')
  cleanup()
})

test('the repro of issue 20: a name stored as {"a":1} is dropped; the account shows by its address', async () => {
  const dialog = await load(storedCache({ name: { a: 1 }, avatar, balance }))
  expect(screen.getByRole('button', { name: /0xf39F…2266/ })).toBeTruthy()
  expect(dialog.textContent).toContain('1.2 ETH')
  cleanup()
})

/** Any JSON, and values of the shapes' own parts (bigints, URLs). */
const anyData = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, 'alice.eth', avatar, balance),
  fc.record(
    {
      decimals: fc.oneof(fc.integer(), fc.jsonValue()),
      symbol: fc.jsonValue(),
      value: fc.oneof(fc.bigInt(), fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
)

test('random data in each persisted query: the page always renders the account', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({ name: anyData, avatar: anyData, balance: anyData }),
      async (data) => {
        try {
          await load(storedCache(data))
          expect(document.querySelector('.latch-account-button')).toBeTruthy()
        } finally {
          cleanup()
        }
      },
    ),
    { numRuns: 60 },
  )
}, 120_000)
