import { walletConnectSession } from '@latch/testing'
import { KeyValueStorage } from '@walletconnect/keyvaluestorage'
import { afterEach, expect, test } from 'vitest'
import { clearWalletConnectStorage } from './clearWalletConnectStorage.ts'

afterEach(() => localStorage.clear())

// What WalletConnect v2 stores for a settled session (sign client, universal
// and Ethereum providers), and what its relay client keeps for itself.
const sessionKeys = [
  'wc@2:client:0.3//session',
  'wc@2:universal_provider:/namespaces',
  'wc@2:universal_provider:/optionalNamespaces',
  'wc@2:universal_provider:/sessionProperties',
  'wc@2:ethereum_provider:/chainId',
]
const relayClientKeys = [
  'wc@2:core:0.3//keychain',
  'wc@2:core:0.3//pairing',
  'wc@2:core:0.3//subscription',
  'wc@2:core:0.3//messages',
  'wc@2:client:0.3//proposal',
]
const othersKeys = [
  'wagmi.store',
  'theme',
  '-CBWSDK:VERSION',
  'walletconnect-ui',
]

test('the v1 item "walletconnect" and v2’s session entries go; others stay', async () => {
  localStorage.setItem(
    'walletconnect',
    JSON.stringify({ connected: true, accounts: ['0x0'], chainId: 1 }),
  )
  localStorage.setItem('WALLETCONNECT_DEEPLINK_CHOICE', '{"name":"Rainbow"}')
  for (const key of [...sessionKeys, ...relayClientKeys, ...othersKeys])
    localStorage.setItem(key, '[]')

  await clearWalletConnectStorage({ storage: localStorage })

  expect(Object.keys(localStorage).sort()).toEqual(
    [...relayClientKeys, ...othersKeys].sort(),
  )
})

test('v2’s entries in WalletConnect’s own store go too', async () => {
  // The store WalletConnect's core keeps its state in (unstorage: IndexedDB
  // in a browser), with the options the core gives it outside a browser.
  const store = new KeyValueStorage({ database: ':memory:' })
  const session = walletConnectSession({
    peerName: 'Rainbow',
    chains: ['eip155:13370'],
  })
  await store.setItem('wc@2:client:0.3//session', [session])
  await store.setItem('wc@2:universal_provider:/namespaces', session.namespaces)
  await store.setItem('wc@2:ethereum_provider:/chainId', 13_370)
  await store.setItem('wc@2:core:0.3//keychain', { client: 'seed' })
  localStorage.setItem('theme', 'dark')

  await clearWalletConnectStorage({
    storage: localStorage,
    walletConnectStorage: store,
  })

  // The store normalizes "//" to ":" in its keys (unstorage): ask by key.
  expect(await store.getItem('wc@2:client:0.3//session')).toBeUndefined()
  expect(
    await store.getItem('wc@2:universal_provider:/namespaces'),
  ).toBeUndefined()
  expect(await store.getItem('wc@2:ethereum_provider:/chainId')).toBeUndefined()
  expect(await store.getItem('wc@2:core:0.3//keychain')).toEqual({
    client: 'seed',
  })
  expect(localStorage.getItem('theme')).toBe('dark')
})
