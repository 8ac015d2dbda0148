import { ScopedLocalStorage } from '@coinbase/wallet-sdk/dist/core/storage/ScopedLocalStorage.js'
import { createDevWallet } from '@latch/devnet'
import {
  type CreateTestConfigParameters,
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
  type WalletPresentation,
} from '@latch/testing'
import type { Config } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { ConnectorRequiredError } from '../errors/guards.ts'
import {
  ConnectorNotConfiguredError,
  UserRejectedRequestError,
} from '../errors/provider.ts'
import {
  restoreSession,
  resumeSession,
  resumeSessionOnIntent,
} from '../session/restoreSession.ts'
import { connectWallet } from './connectWallet.ts'
import { disconnectWallet } from './disconnectWallet.ts'
import { getWalletConnection } from './getWalletConnection.ts'
import { signWalletMessage } from './signWalletMessage.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let devnet: TestDevnet
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

/** A Dev wallet presented to the page, and Latch's config. */
function setup(
  presentation: WalletPresentation,
  options: Pick<CreateTestConfigParameters, 'storage' | 'defaultChainId'> = {},
) {
  const wallet = createDevWallet({
    chains: devnet.walletChains,
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, presentation))
  const latch = createTestConfig(devnet, options)
  return { wallet, latch, config: latch }
}

/** The connector id each presentation is picked by. */
const connectorIds: Record<WalletPresentation, string> = {
  ethereum: 'injected',
  eip6963: 'dev.latch.test',
  coinbase: 'coinbaseWalletSDK',
}

/**
 * What `onPhase` tells while the wallet asks the visitor: the Coinbase
 * connector is loaded on first use (its SDK arrives first), the browser
 * wallets' are there from the start.
 */
const connectPhases: Record<WalletPresentation, [string, string][]> = {
  ethereum: [['connecting', 'Browser wallet']],
  eip6963: [['connecting', 'Test Wallet']],
  coinbase: [
    ['loading', 'Coinbase Wallet'],
    ['connecting', 'Coinbase Wallet'],
  ],
}

/**
 * What the wallet is asked while a stored session is restored: a browser
 * wallet is only read (`eth_accounts` to see it still authorizes the site,
 * again as wagmi reconnects, then the chain id); a Coinbase session is
 * restored from storage alone, its SDK left unloaded until the visitor acts.
 */
const restoreRequests: Record<WalletPresentation, string[]> = {
  ethereum: ['eth_accounts', 'eth_accounts', 'eth_chainId'],
  eip6963: ['eth_accounts', 'eth_accounts', 'eth_chainId'],
  coinbase: [],
}

/** The account shown as soon as a session is restored, before any act. */
const restoredFirst: Record<WalletPresentation, string> = {
  ethereum: bob,
  eip6963: bob,
  coinbase: alice,
}

/** The request that enables the provider, by presentation. */
const enableMethods: Record<WalletPresentation, string> = {
  ethereum: 'wallet_requestPermissions',
  eip6963: 'wallet_requestPermissions',
  coinbase: 'eth_requestAccounts',
}

function connect(latch: LatchConfig, connectorId: string | undefined) {
  return connectWallet(latch, {
    connectorId,
  })
}

function statuses(config: Config) {
  const seen: string[] = []
  config.subscribe(
    (state) => state.status,
    (status) => seen.push(status),
  )
  return seen
}

describe.each(['ethereum', 'eip6963', 'coinbase'] as const)(
  'connecting through %s (seed §3, §4)',
  (presentation) => {
    test('the provider is enabled, the first account taken checksummed, the chain id read', async () => {
      const { wallet, latch, config } = setup(presentation)
      wallet.control.switchAccount(1)
      const seen = statuses(config)

      const result = await connect(latch, connectorIds[presentation])

      expect(result).toEqual({ account: bob, accounts: [bob], chainId: 13_370 })
      const methods = wallet.control.requests().map((x) => x.method)
      // Enabling: wagmi's injected connector asks EIP-2255's
      // wallet_requestPermissions (so the wallet shows its account picker),
      // the Coinbase connector eth_requestAccounts.
      expect(methods[0]).toBe(enableMethods[presentation])
      expect(methods).toContain('eth_chainId')
      expect(seen).toEqual(['connecting', 'connected'])
      const connection = getWalletConnection(config)
      expect(connection).toMatchObject({
        status: 'connected',
        account: bob,
        chain: { id: 13_370, unsupported: false },
      })
      expect(connection.connector?.id).toBe(connectorIds[presentation])
      // The connector's own provider: the wallet itself, or the object the
      // Coinbase SDK handed out (the extension).
      const provider =
        presentation === 'coinbase'
          ? (window as { coinbaseWalletExtension?: unknown })
              .coinbaseWalletExtension
          : wallet.provider
      expect(connection.provider).toBe(provider)
    })

    test('the connecting message is observable while the wallet asks the visitor', async () => {
      const { wallet, config } = setup(presentation)
      wallet.control.hold({ method: enableMethods[presentation] })
      const phases: unknown[] = []
      const connecting = connectWallet(config, {
        connectorId: connectorIds[presentation],
        onPhase: (phase, wallet) => phases.push([phase, wallet.name]),
      })
      await expect.poll(() => wallet.control.held().length).toBe(1)

      expect(phases).toEqual(connectPhases[presentation])
      expect(getWalletConnection(config).status).toBe('connecting')
      wallet.control.release()
      await connecting
      expect(getWalletConnection(config).status).toBe('connected')
    })

    test('a connector is authorized exactly when eth_accounts answers an account', async () => {
      const { wallet, latch, config } = setup(presentation)
      await connect(latch, connectorIds[presentation])
      const connector = getWalletConnection(config).connector!
      wallet.control.clearRequests()

      expect(await connector.isAuthorized()).toBe(true)
      expect(wallet.control.requests({ method: 'eth_accounts' })).toEqual([
        { method: 'eth_accounts', params: undefined },
      ])
      wallet.control.lock()
      expect(await connector.isAuthorized()).toBe(false)
      wallet.control.unlock()
      expect(await connector.isAuthorized()).toBe(true)
      wallet.control.disconnect()
      expect(await connector.isAuthorized()).toBe(false)
    })

    test('the visitor closing the wallet’s dialog is user-rejected', async () => {
      const { wallet, latch, config } = setup(presentation)
      // wagmi's injected connector asks wallet_requestPermissions first and
      // falls back to eth_requestAccounts; the Coinbase connector asks the latter.
      for (const method of ['wallet_requestPermissions', 'eth_requestAccounts'])
        wallet.control.rejectNext({
          method,
          value: new Error('User closed modal'),
        })

      const error = await connect(latch, connectorIds[presentation]).catch(
        (error) => error,
      )
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"You rejected the request in your wallet."`,
      )
      expect(getWalletConnection(config).status).toBe('disconnected')
    })
  },
)

describe.each(['ethereum', 'eip6963', 'coinbase'] as const)(
  'a wallet listing two accounts in lower case, through %s (seed §3, §4)',
  (presentation) => {
    /** A Dev wallet that answers [selected, next], both in lower case. */
    function twoAccounts(accountIndex = 0) {
      const wallet = createDevWallet({
        chains: devnet.walletChains,
        info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
        accountIndex,
        accountCount: 2,
        addressCase: 'lower',
      })
      cleanups.push(presentWallet(wallet, presentation))
      return wallet
    }

    /** What wagmi holds for the current connection. */
    function held(config: Config) {
      const { current, connections } = config.state
      return current ? connections.get(current)?.accounts : undefined
    }

    test('at connect: the first account is taken, checksummed', async () => {
      const wallet = twoAccounts()
      const latch = createTestConfig(devnet)
      const result = await connect(latch, connectorIds[presentation])

      expect(wallet.control.state().addresses).toEqual([
        alice.toLowerCase(),
        bob.toLowerCase(),
      ])
      expect(result).toEqual({
        account: alice,
        accounts: [alice, bob],
        chainId: 13_370,
      })
      expect(held(latch)).toEqual([alice, bob])
      expect(getWalletConnection(latch).account).toBe(alice)
    })

    test('on accountsChanged: the first account is taken, checksummed', async () => {
      const wallet = twoAccounts()
      const latch = createTestConfig(devnet)
      await connect(latch, connectorIds[presentation])

      wallet.control.switchAccount(1)

      await expect.poll(() => held(latch)).toEqual([bob, carol])
      expect(getWalletConnection(latch).account).toBe(bob)
    })

    test('on restore: the first account the wallet lists is taken, checksummed', async () => {
      const storage = localStorage
      twoAccounts()
      await connect(
        createTestConfig(devnet, { storage }),
        connectorIds[presentation],
      )
      for (const cleanup of cleanups.splice(0)) cleanup()

      // The page loads again; meanwhile the visitor picked the second
      // account in the wallet, which now lists [bob, carol].
      const wallet = twoAccounts(1)
      wallet.control.connect()
      const latch = createTestConfig(devnet, { storage })
      await restoreSession(latch)
      // A browser wallet is asked at once; a session behind an SDK shows
      // what was stored until the visitor acts, then asks the wallet.
      expect(getWalletConnection(latch).account).toBe(
        restoredFirst[presentation],
      )
      await resumeSession(latch)

      expect(getWalletConnection(latch)).toMatchObject({
        status: 'connected',
        account: bob,
      })
      expect(held(latch)).toEqual([bob, carol])
    })
  },
)

describe('a stored session is restored on load (seed §4)', () => {
  test.each(['ethereum', 'eip6963', 'coinbase'] as const)(
    '%s: reconnecting, then connected, never connecting',
    async (presentation) => {
      const storage = localStorage
      const first = setup(presentation, { storage })
      await connect(first.latch, connectorIds[presentation])
      for (const cleanup of cleanups.splice(0)) cleanup()

      // The page loads again: same storage, the wallet still authorizes the site.
      const wallet = createDevWallet({
        chains: devnet.walletChains,
        info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
      })
      wallet.control.connect()
      cleanups.push(presentWallet(wallet, presentation))
      const latch = createTestConfig(devnet, { storage })
      expect(latch.connectors.some((x) => x.id === 'coinbaseWalletSDK')).toBe(
        false,
      )
      const seen = statuses(latch)
      await restoreSession(latch)

      expect(seen).toEqual(['reconnecting', 'connected'])
      expect(getWalletConnection(latch)).toMatchObject({
        status: 'connected',
        account: alice,
        chain: { id: 13_370, unsupported: false },
      })
      // Never asked to connect again: no prompt on a reload.
      expect(wallet.control.requests().map((x) => x.method)).toEqual(
        restoreRequests[presentation],
      )
    },
  )
})

describe('a session behind an SDK is confirmed when the visitor acts (issue 6)', () => {
  /** A Coinbase session stored by a first page; a second page restores it. */
  async function reloadedCoinbase() {
    const storage = localStorage
    const first = setup('coinbase', { storage })
    await connect(first.latch, 'coinbaseWalletSDK')
    for (const cleanup of cleanups.splice(0)) cleanup()
    const { wallet, latch, config } = setup('coinbase', { storage })
    wallet.control.connect()
    await restoreSession(latch)
    return { wallet, latch, config }
  }

  test('restored from storage: the account shows, the wallet is not asked, no SDK loads', async () => {
    const { wallet, config } = await reloadedCoinbase()
    expect(getWalletConnection(config)).toMatchObject({
      status: 'connected',
      account: alice,
      chain: { id: 13_370 },
      provider: undefined,
    })
    expect(wallet.control.requests()).toEqual([])
  })

  test('confirming brings what changed in the wallet meanwhile, and its events from then on', async () => {
    const { wallet, config } = await reloadedCoinbase()
    wallet.control.switchAccount(1)
    await resumeSession(config)
    expect(getWalletConnection(config)).toMatchObject({
      status: 'connected',
      account: bob,
    })
    wallet.control.switchAccount(0)
    await expect.poll(() => getWalletConnection(config).account).toBe(alice)
    // Once is enough: a second call asks nothing more.
    const asked = wallet.control.requests().length
    await resumeSession(config)
    expect(wallet.control.requests()).toHaveLength(asked)
  })

  test.each(['pointerdown', 'keydown', 'touchstart'])(
    'the first %s confirms it, once',
    async (event) => {
      const { wallet, config } = await reloadedCoinbase()
      const target = new EventTarget()
      const off = resumeSessionOnIntent(config, target as Window)
      wallet.control.switchAccount(1)
      target.dispatchEvent(new Event('focus'))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(wallet.control.requests()).toEqual([])
      target.dispatchEvent(new Event(event))
      await expect.poll(() => getWalletConnection(config).account).toBe(bob)
      const asked = wallet.control.requests().length
      target.dispatchEvent(new Event(event))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(wallet.control.requests()).toHaveLength(asked)
      off()
    },
  )

  test('a wallet that no longer authorizes the site: the session is dropped', async () => {
    const { wallet, config } = await reloadedCoinbase()
    wallet.control.disconnect()
    await resumeSession(config)
    expect(getWalletConnection(config).status).toBe('disconnected')
    expect(config.state.connections.size).toBe(0)
  })

  test('a wallet action confirms the session first', async () => {
    const { wallet, config } = await reloadedCoinbase()
    wallet.control.switchAccount(1)
    const signed = await signWalletMessage(config, { message: 'Back again' })
    expect(signed).toMatchObject({ address: bob, valid: true })
  })

  test('a disconnect while the session is being confirmed stays a disconnect', async () => {
    const { latch, config } = await reloadedCoinbase()
    const confirming = resumeSession(config)
    await disconnectWallet(config)
    await confirming
    expect(getWalletConnection(config).status).toBe('disconnected')
    const reloaded = createTestConfig(devnet, { storage: localStorage })
    await restoreSession(reloaded)
    expect(getWalletConnection(reloaded).status).toBe('disconnected')
    expect(latch).toBe(config)
  })

  test.each([
    ['accounts that are not addresses', { accounts: ['0xnope'] }],
    ['no account', { accounts: [] }],
    ['a chain id that is not one', { chainId: '0xZZ' }],
  ])(
    'a stored session with %s is dropped, with the SDK’s stored session, without loading the SDK',
    async (_, patch) => {
      const storage = localStorage
      const first = setup('coinbase', { storage })
      await connect(first.latch, 'coinbaseWalletSDK')
      for (const cleanup of cleanups.splice(0)) cleanup()
      const stored = JSON.parse(storage.getItem('wagmi.store')!)
      const [uid, connection] = stored.state.connections.value[0]
      stored.state.connections.value = [[uid, { ...connection, ...patch }]]
      storage.setItem('wagmi.store', JSON.stringify(stored))
      seedCoinbaseSession()

      const { wallet, latch, config } = setup('coinbase', { storage })
      await restoreSession(latch)
      expect(getWalletConnection(config).status).toBe('disconnected')
      expect(wallet.control.requests()).toEqual([])
      // The SDK never loaded: it would have told the extension who asks.
      expect(wallet.control.appInfo()).toBeUndefined()
      expect(coinbaseKeys()).toEqual([])
      expect(othersKeys()).toEqual(others)
    },
  )
})

/** Keys of this page that are not the Coinbase SDK's, nor wagmi's. */
const others = { 'my-app:theme': 'dark', walletlink: 'a note of the app' }

/**
 * What the Coinbase Wallet SDK keeps about a session beside what it writes on
 * the extension path (its `-CBWSDK:VERSION`): the WalletLink signer's session
 * and accounts, and SDK 4's signer choice and smart-wallet accounts, written
 * by the SDK's own storage class. And keys of the page's own.
 */
function seedCoinbaseSession() {
  const walletlink = new ScopedLocalStorage(
    'walletlink',
    'https://www.walletlink.org',
  )
  walletlink.setItem('session:id', 'c0ffee')
  walletlink.setItem('session:secret', '5ec7e7')
  walletlink.setItem('session:linked', '1')
  walletlink.setItem('Addresses', alice.toLowerCase())
  new ScopedLocalStorage('CBWSDK', 'SignerConfigurator').setItem(
    'SignerType',
    'walletlink',
  )
  new ScopedLocalStorage('CBWSDK', 'SCWStateManager').storeObject('accounts', [
    alice,
  ])
  for (const [key, value] of Object.entries(others))
    localStorage.setItem(key, value)
  expect(coinbaseKeys().length).toBeGreaterThanOrEqual(6)
}

/** The Coinbase SDK's keys left in localStorage (seed §4: "-walletlink"). */
function coinbaseKeys() {
  return Object.keys(localStorage).filter(
    (key) => key.includes('-walletlink') || key.startsWith('-CBWSDK:'),
  )
}

function othersKeys() {
  return Object.fromEntries(
    Object.keys(others).map((key) => [key, localStorage.getItem(key)]),
  )
}

describe('a dropped Coinbase session takes the SDK’s stored session with it (seed §4)', () => {
  /**
   * A Coinbase session stored by a first page; the wallet stops authorizing
   * the site while the page is away; a second page restores the session.
   */
  async function revokedWhileAway() {
    const storage = localStorage
    const first = setup('coinbase', { storage })
    await connect(first.latch, 'coinbaseWalletSDK')
    for (const cleanup of cleanups.splice(0)) cleanup()
    seedCoinbaseSession()
    // The SDK wrote its own key while the first page connected.
    expect(coinbaseKeys()).toContain('-CBWSDK:VERSION')

    const { wallet, latch, config } = setup('coinbase', { storage })
    wallet.control.connect()
    wallet.control.disconnect()
    await restoreSession(latch)
    expect(getWalletConnection(config).status).toBe('connected')
    return { wallet, latch, config }
  }

  test('the wallet no longer authorizes the site: on resume the session is dropped, and no -walletlink or -CBWSDK: key remains', async () => {
    const { wallet, config } = await revokedWhileAway()
    await resumeSession(config)
    expect(getWalletConnection(config).status).toBe('disconnected')
    // The SDK was loaded to ask the wallet.
    expect(wallet.control.requests({ method: 'eth_accounts' })).not.toEqual([])
    expect(coinbaseKeys()).toEqual([])
    expect(othersKeys()).toEqual(others)
  })

  test('the wallet fails while the session is confirmed: dropped, no SDK key remains', async () => {
    const { wallet, config } = await revokedWhileAway()
    wallet.control.connect()
    wallet.control.rejectNext({
      method: 'eth_requestAccounts',
      value: new Error('The wallet crashed'),
    })
    await resumeSession(config)
    expect(getWalletConnection(config).status).toBe('disconnected')
    expect(coinbaseKeys()).toEqual([])
    expect(othersKeys()).toEqual(others)
  })

  test('its connector cannot be loaded: dropped, no SDK key remains', async () => {
    const storage = localStorage
    const first = setup('coinbase', { storage })
    await connect(first.latch, 'coinbaseWalletSDK')
    for (const cleanup of cleanups.splice(0)) cleanup()
    seedCoinbaseSession()

    const { wallet, latch, config } = setup('coinbase', { storage })
    wallet.control.connect()
    // The connector's module is fetched on demand; here it fails to arrive.
    const coinbase = latch.latch.wallets.find(
      (x) => x.id === 'coinbaseWalletSDK',
    )!
    expect(coinbase.connector?.eager).toBe(false)
    coinbase.connector = {
      eager: false,
      load: () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module'),
        ),
    }
    await restoreSession(config)
    expect(getWalletConnection(config).status).toBe('disconnected')
    expect(wallet.control.requests()).toEqual([])
    expect(coinbaseKeys()).toEqual([])
    expect(othersKeys()).toEqual(others)
  })
})

describe('guards and configuration (seed §5, §8)', () => {
  test('connecting without a connector: connector is required, before anything else', async () => {
    const { wallet, latch } = setup('ethereum')
    for (const connectorId of [undefined, '', 'no-such-wallet']) {
      const error = await connect(latch, connectorId).catch((error) => error)
      expect(error).toBeInstanceOf(ConnectorRequiredError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"A connector is required: choose a wallet to connect."`,
      )
    }
    expect(wallet.control.requests()).toEqual([])
  })

  test('WalletConnect without a project id is not set up on this site', async () => {
    const wallet = createDevWallet({ chains: devnet.walletChains })
    cleanups.push(presentWallet(wallet, 'ethereum'))
    const latch = createTestConfig(devnet, {
      walletConnectProjectId: undefined,
    })
    const error = await connect(latch, 'walletConnect').catch((error) => error)
    expect(error).toBeInstanceOf(ConnectorNotConfiguredError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"WalletConnect is not set up on this site."`,
    )
  })

  // Which chain comes first is the app's choice (apps/web's createAppConfig:
  // VITE_CHAIN_ID, else mainnet); the kit hands the providers the first
  // configured chain.
  test('mainnet configured first is the default chain, for the providers too', async () => {
    const { wallet, latch, config } = setup('coinbase', { defaultChainId: 1 })
    expect(config.chains[0].id).toBe(1)
    expect(config.state.chainId).toBe(1)
    await connect(latch, 'coinbaseWalletSDK')
    // What the Coinbase SDK told the wallet: Latch's name, mainnet first.
    expect(wallet.control.appInfo()).toMatchObject({ appName: 'Latch' })
    expect((wallet.control.appInfo()!.appChainIds as number[])[0]).toBe(1)
  })

  test('the first configured chain comes first for the providers', async () => {
    const { wallet, latch, config } = setup('coinbase', {
      defaultChainId: 13_371,
    })
    expect(config.chains[0].id).toBe(13_371)
    await connect(latch, 'coinbaseWalletSDK')
    expect((wallet.control.appInfo()!.appChainIds as number[])[0]).toBe(13_371)
  })
})
