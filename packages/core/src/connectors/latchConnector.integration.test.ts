import { createDevWallet } from '@latch/devnet'
import {
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
  type WalletPresentation,
} from '@latch/testing'
import {
  type Config,
  type Connector,
  connect,
  createConfig,
  disconnect,
  http,
  injected,
  signMessage,
} from '@wagmi/core'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { DisconnectedError } from '../errors/provider.ts'
import { restoreSession } from '../session/restoreSession.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

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

const connectorIds: Record<WalletPresentation, string> = {
  ethereum: 'injected',
  eip6963: 'dev.latch.test',
  coinbase: 'coinbaseWalletSDK',
}

function present(presentation: WalletPresentation) {
  const wallet = createDevWallet({
    chains: devnet.walletChains,
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, presentation))
  return wallet
}

/** The Dev wallet presented as asked, connected to Latch. */
async function connected(
  presentation: WalletPresentation,
  options: { storage?: Storage } = {},
) {
  const wallet = present(presentation)
  const latch = createTestConfig(devnet, options)
  await connectWallet(latch, {
    connectorId: connectorIds[presentation],
  })
  const connector = getWalletConnection(latch).connector!
  return { wallet, latch, config: latch, connector }
}

/** Every event the connector passes to wagmi from now on. */
function recordEvents(connector: Connector) {
  const events: string[] = []
  for (const event of ['change', 'connect', 'disconnect'] as const)
    connector.emitter.on(event, () => events.push(event))
  return events
}

const presentations = ['ethereum', 'eip6963', 'coinbase'] as const

/** Whether the official connector still listens for accountsChanged after a disconnect. */
const keepsAccountsListener: Record<WalletPresentation, boolean> = {
  ethereum: true,
  eip6963: true,
  coinbase: false,
}

describe.each(presentations)(
  'wallet events through %s (seed §4)',
  (presentation) => {
    test('accountsChanged with an account updates it, checksummed', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.switchAccount(1)
      expect(getWalletConnection(config).account).toBe(bob)
      // A wallet may send lower-case addresses.
      wallet.control.emit('accountsChanged', [alice.toLowerCase()])
      expect(getWalletConnection(config)).toMatchObject({
        status: 'connected',
        account: alice,
      })
    })

    test('accountsChanged with [] disconnects', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.lock()
      await expect
        .poll(() => getWalletConnection(config).status)
        .toBe('disconnected')
      expect(getWalletConnection(config).account).toBeUndefined()
    })

    test('chainChanged updates the id and the unsupported flag, in hex, decimal or a number', async () => {
      const { wallet, config } = await connected(presentation)
      const chain = () => getWalletConnection(config).chain
      wallet.control.switchChain(13_371)
      expect(chain()).toEqual({ id: 13_371, unsupported: false })
      wallet.control.emit('chainChanged', '0x7a69')
      expect(chain()).toEqual({ id: 31_337, unsupported: true })
      wallet.control.emit('chainChanged', '13370')
      expect(chain()).toEqual({ id: 13_370, unsupported: false })
      wallet.control.emit('chainChanged', 31_337)
      expect(chain()).toEqual({ id: 31_337, unsupported: true })
      wallet.control.emit('chainChanged', 13_371)
      expect(chain()).toEqual({ id: 13_371, unsupported: false })
    })

    test('disconnect from the wallet disconnects, with no accountsChanged (EIP-1193 4900)', async () => {
      const { wallet, config, connector } = await connected(presentation)
      const events = recordEvents(connector)
      const accountsChanged: unknown[] = []
      wallet.provider.on('accountsChanged', (accounts) =>
        accountsChanged.push(accounts),
      )

      wallet.control.disconnect({ accountsChanged: false })

      await expect
        .poll(() => getWalletConnection(config).status)
        .toBe('disconnected')
      expect(getWalletConnection(config).account).toBeUndefined()
      expect(events).toEqual(['disconnect'])
      // The wallet sent nothing else: the `disconnect` event alone did it.
      expect(accountsChanged).toEqual([])
    })

    test('the wallet ending the session (disconnect, then accountsChanged []) disconnects', async () => {
      const { wallet, config, connector } = await connected(presentation)
      const events = recordEvents(connector)
      wallet.control.disconnect()
      await expect
        .poll(() => getWalletConnection(config).status)
        .toBe('disconnected')
      // Both events end the same session: wagmi hears of its end once.
      expect(events).toEqual(['disconnect'])
    })
  },
)

describe.each(presentations)('disconnecting %s (seed §4)', (presentation) => {
  test('listeners are removed: events after the disconnect change nothing, now or after a reload', async () => {
    const storage = localStorage
    const { wallet, config, connector } = await connected(presentation, {
      storage,
    })
    await disconnectWallet(config)
    const events = recordEvents(connector)
    const state = config.state

    // The old session's events, and the wallet connecting the site again on
    // its own side: Latch connects only when the visitor asks.
    wallet.control.emit('chainChanged', '0x343b')
    wallet.control.emit('accountsChanged', [bob])
    wallet.control.connect()
    wallet.control.switchAccount(1)
    wallet.control.emit('disconnect', { code: 4900, message: 'Disconnected' })
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(events).toEqual([])
    expect(config.state).toBe(state)
    expect(wallet.control.listenerCount('chainChanged')).toBe(0)
    expect(wallet.control.listenerCount('disconnect')).toBe(0)
    // wagmi's injected connector keeps listening for accountsChanged (and
    // connect), to notice a connection made from the wallet's side: the
    // events above reached it and changed nothing. The Coinbase connector
    // removes that listener too.
    expect(wallet.control.listenerCount('accountsChanged') > 0).toBe(
      keepsAccountsListener[presentation],
    )

    const reloaded = createTestConfig(devnet, { storage })
    await restoreSession(reloaded)
    expect(getWalletConnection(reloaded).status).toBe('disconnected')
  })

  test('the cached account is cleared, and a reload does not bring it back', async () => {
    const storage = localStorage
    const { config } = await connected(presentation, { storage })
    await disconnectWallet(config)
    expect(getWalletConnection(config)).toEqual({
      status: 'disconnected',
      account: undefined,
      chain: undefined,
      connector: undefined,
      provider: undefined,
    })
    expect(config.state.connections.size).toBe(0)

    const reloaded: LatchConfig = createTestConfig(devnet, { storage })
    await restoreSession(reloaded)
    expect(getWalletConnection(reloaded).status).toBe('disconnected')
  })
})

test('a wallet that ignores the revoke cannot reconnect Latch behind the visitor’s back', async () => {
  // wallet_revokePermissions is MetaMask's; most wallets do not support it, so
  // after a disconnect they keep exposing the account and keep emitting.
  const { wallet, config, connector } = await connected('eip6963')
  wallet.control.rejectNext({ method: 'wallet_revokePermissions', code: 4200 })
  await disconnectWallet(config)
  const events = recordEvents(connector)

  wallet.control.switchAccount(1)
  await new Promise((resolve) => setTimeout(resolve, 50))

  expect(events).toEqual([])
  expect(getWalletConnection(config).status).toBe('disconnected')
})

test('pinned: wagmi’s own injected connector reconnects on that stale event', async () => {
  // Why Latch gates the official connector's events (latchConnector).
  const wallet = present('ethereum')
  const config: Config = createConfig({
    chains: [devnet.chains[0]],
    connectors: [injected()],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [devnet.chains[0].id]: http() },
  })
  await connect(config, { connector: config.connectors[0]! })
  wallet.control.rejectNext({ method: 'wallet_revokePermissions', code: 4200 })
  await disconnect(config)

  wallet.control.switchAccount(1)
  await expect.poll(() => config.state.status).toBe('connected')
})

describe('Coinbase Wallet’s stored session is removed on every disconnect (seed §4)', () => {
  const coinbaseKeys = [
    // WalletLink's (SDK 3, and SDK 4's walletlink signer).
    '-walletlink:https://www.walletlink.org:session:id',
    '-walletlink:https://www.walletlink.org:session:secret',
    '-walletlink:https://www.walletlink.org:Addresses',
    // SDK 4's own.
    '-CBWSDK:SignerConfigurator:SignerType',
    '-CBWSDK:SCWStateManager:accounts',
    '-CBWSDK:SCWKeyManager:ownPrivateKey',
  ]
  const othersKeys = [
    'theme',
    'walletlink',
    'CBWSDK',
    'wc@2:core:0.3//keychain',
    'my-app:-CBWSDK-like',
  ]

  function seed() {
    for (const key of [...coinbaseKeys, ...othersKeys])
      localStorage.setItem(key, 'x')
  }

  function remaining() {
    return Object.keys(localStorage)
      .filter((key) => !key.startsWith('wagmi.'))
      .sort()
  }

  test('when the visitor disconnects', async () => {
    const { config } = await connected('coinbase')
    seed()
    await disconnectWallet(config)
    expect(remaining()).toEqual([...othersKeys].sort())
  })

  test.each([
    ['disconnect alone', { accountsChanged: false }],
    ['disconnect, then accountsChanged []', { accountsChanged: true }],
  ])('when the wallet disconnects on its own (%s)', async (_, options) => {
    const { wallet, config } = await connected('coinbase')
    seed()
    wallet.control.disconnect(options)
    await expect
      .poll(() => getWalletConnection(config).status)
      .toBe('disconnected')
    await expect.poll(remaining).toEqual([...othersKeys].sort())
  })

  test('a browser wallet’s disconnect leaves them alone', async () => {
    const { config } = await connected('ethereum')
    seed()
    await disconnectWallet(config)
    expect(remaining()).toEqual([...coinbaseKeys, ...othersKeys].sort())
  })
})

describe('a Coinbase session restored from storage is confirmed by the first request through wagmi’s own actions (issue 6)', () => {
  /**
   * A Coinbase session stored by a first page; the page loads again and
   * restores it, the visitor not acting yet: no SDK loaded, the wallet not
   * asked.
   */
  async function reloaded(options: { authorized: boolean }) {
    const storage = localStorage
    await connected('coinbase', { storage })
    for (const cleanup of cleanups.splice(0)) cleanup()
    const wallet = present('coinbase')
    // The wallet still authorizes the site, or no longer does.
    if (options.authorized) wallet.control.connect()
    const latch = createTestConfig(devnet, { storage })
    await restoreSession(latch)
    const connector = getWalletConnection(latch).connector!
    expect(getWalletConnection(latch)).toMatchObject({
      status: 'connected',
      account: alice,
      provider: undefined,
    })
    expect(wallet.control.requests()).toEqual([])
    return { wallet, latch, connector }
  }

  test('wagmi’s signMessage: the wallet is asked for its accounts first, then signs; its events reach the app from then on', async () => {
    const { wallet, latch, connector } = await reloaded({ authorized: true })
    const events = recordEvents(connector)

    const message = 'Back again'
    const signature = await signMessage(latch, { message })

    const methods = wallet.control.requests().map((x) => x.method)
    expect(methods).toContain('eth_accounts')
    expect(methods.filter((x) => x === 'personal_sign')).toHaveLength(1)
    // Confirmed before the request went through.
    expect(methods.indexOf('eth_accounts')).toBeLessThan(
      methods.indexOf('personal_sign'),
    )
    expect(await verifyMessage({ address: alice, message, signature })).toBe(
      true,
    )
    // The connection now follows its wallet.
    wallet.control.switchAccount(1)
    await expect.poll(() => getWalletConnection(latch).account).toBe(bob)
    expect(events).toContain('change')
    expect(getWalletConnection(latch).status).toBe('connected')
  })

  test('a wallet that no longer authorizes the site: the request never reaches it, the session is dropped', async () => {
    const { wallet, latch } = await reloaded({ authorized: false })

    const error = await signMessage(latch, { message: 'Back again' }).catch(
      (error) => error,
    )

    expect(error).toBeInstanceOf(DisconnectedError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Your wallet is disconnected: connect it again."`,
    )

    // Asked whether it still holds the session, and nothing more.
    expect(new Set(wallet.control.requests().map((x) => x.method))).toEqual(
      new Set(['eth_accounts']),
    )
    expect(getWalletConnection(latch).status).toBe('disconnected')
    expect(latch.state.connections.size).toBe(0)
  })

  test('wagmi’s own disconnect, the wallet no longer authorizing the site: disconnected, and nothing thrown', async () => {
    const { latch } = await reloaded({ authorized: false })
    await disconnect(latch)
    expect(getWalletConnection(latch).status).toBe('disconnected')
    const reloadedAgain = createTestConfig(devnet, { storage: localStorage })
    await restoreSession(reloadedAgain)
    expect(getWalletConnection(reloadedAgain).status).toBe('disconnected')
  })
})
