import type { Connector } from '@wagmi/core'
import { mainnet as chain } from 'viem/chains'
import { afterEach, expect, test } from 'vitest'
import { clearAccountData } from '../actions/clearAccountData.ts'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { accountAvatarQueryOptions } from '../query/accountAvatarQueryOptions.ts'
import { accountNameQueryOptions } from '../query/accountNameQueryOptions.ts'
import {
  accountDisplayDefaults,
  persistAccountDisplay,
} from './persistAccountDisplay.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'
const connector = { uid: 'c', id: 'wallet' } as Connector

afterEach(() => localStorage.clear())

/** A page's config and its writer, storing in `localStorage`. */
function setup() {
  const config = createLatchConfig({
    appName: 'Latch',
    chains: [chain],
    storage: null,
  })
  const { queryClient } = config.latch
  const stop = persistAccountDisplay(config, {
    queryClient,
    storage: localStorage,
  })
  /** wagmi's state: `account` connected (or not) with `status`. */
  const set = (status: 'connected' | 'disconnected', account?: string) =>
    config.setState((x) => ({
      ...x,
      status,
      current: account ? 'c' : null,
      connections: new Map(
        account
          ? [
              [
                'c',
                { accounts: [account as `0x${string}`], chainId: 1, connector },
              ],
            ]
          : [],
      ),
    }))
  const connect = (account: string) => set('connected', account)
  const disconnect = () => set('disconnected')
  /** The account's name (and its avatar) found, as a lookup stores them. */
  const found = (address: string, name: string, image?: string) => {
    queryClient.setQueryData(
      accountNameQueryOptions(config, {
        address: address as `0x${string}`,
        chainId: chain.id,
      }).queryKey,
      name,
    )
    queryClient.setQueryData(
      accountAvatarQueryOptions(config, {
        name,
        chainId: chain.id,
        thirdParties: false,
      }).queryKey,
      image ?? null,
    )
  }
  return { config, queryClient, stop, connect, disconnect, found }
}

const stored = () => {
  const text = localStorage.getItem(accountDisplayDefaults.key)
  return text === null ? null : JSON.parse(text)
}

test('connected: the account button as shown, checksummed, with its plain name and data: avatar; disconnected: removed', () => {
  const page = setup()
  const before = Date.now()
  page.connect(alice.toLowerCase())
  expect(stored()).toEqual({
    v: 1,
    at: expect.any(Number),
    address: alice,
    chainId: 1,
  })
  expect(stored().at).toBeGreaterThanOrEqual(before)

  page.found(alice, 'alice.eth', avatar)
  expect(stored()).toEqual({
    v: 1,
    at: expect.any(Number),
    address: alice,
    chainId: 1,
    name: 'alice.eth',
    avatar,
  })

  page.disconnect()
  expect(stored()).toBeNull()
  page.stop()
})

test('a name the app would not show at once is not stored, nor its avatar; an avatar that is not a data: image is not either', () => {
  const page = setup()
  page.connect(alice)
  for (const name of [
    '0xd8dA…6045\u202E.eth', // a bidi override: another address on screen
    'ali\u200Bce.eth', // invisible
    `${'a'.repeat(252)}.eth`, // over accountNameMaxLength
    'ñandú.eth', // normalised, but shown only once the normaliser has loaded
  ]) {
    page.found(alice, name, avatar)
    expect(stored(), JSON.stringify(name)).toEqual({
      v: 1,
      at: expect.any(Number),
      address: alice,
      chainId: 1,
    })
  }
  page.found(alice, 'alice.eth', 'https://example.com/a.png')
  expect(stored().name).toBe('alice.eth')
  expect(stored().avatar).toBeUndefined()
  page.stop()
})

test('a session being restored keeps the snapshot the last visit stored; another account replaces it', () => {
  const page = setup()
  page.found(alice, 'alice.eth')
  page.connect(alice)
  page.config.setState((x) => ({ ...x, status: 'reconnecting' }))
  expect(stored().name).toBe('alice.eth')
  page.connect(bob)
  expect(stored()).toMatchObject({ address: bob })
  expect(stored().name).toBeUndefined()
  page.stop()
})

test("the account's data cleared (clearAccountData): its snapshot goes too, another account's stays", () => {
  const page = setup()
  page.connect(alice)
  page.stop()
  clearAccountData(page.queryClient, { accounts: [bob], storage: localStorage })
  expect(stored()).toMatchObject({ address: alice })
  clearAccountData(page.queryClient, {
    accounts: [alice.toLowerCase() as `0x${string}`],
    storage: localStorage,
  })
  expect(stored()).toBeNull()
})

test('stopped, it writes nothing more', () => {
  const page = setup()
  page.stop()
  page.connect(alice)
  expect(stored()).toBeNull()
})
