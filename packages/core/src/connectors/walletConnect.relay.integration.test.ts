import type { StartWalletPeerParameters, WalletPeer } from '@latch/devnet'
import { recordConnections } from '@latch/devnet'
import type { CreateTestConfigParameters } from '@latch/testing'
import type { Config } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { afterAll, describe, expect, test } from 'vitest'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import type { WalletConnectSettings } from './wallet.ts'

// Latch over a live WalletConnect session: the local relay, a Node wallet peer
// that signs with anvil's keys, and Latch's own config and actions running
// the real connector and SDK. The pairing URI goes from `onDisplayUri` to the
// peer, as a phone reads the QR code.
//
// happy-dom, like the other integration tests: Latch runs in a page (its
// WalletConnect wrapper clears `window.localStorage`). In Node the SDK keeps
// its sessions in memory, where a page keeps them in IndexedDB: a reload is a
// new config whose SDK is handed the store the previous page's SDK used.

// Hooked before any WalletConnect code loads, so nothing slips past it.
const network = recordConnections()

const { KeyValueStorage } = await import('@walletconnect/keyvaluestorage')
// The same store's browser build: in a page without IndexedDB (happy-dom has
// none) it keeps the SDK's keys in localStorage, named as the SDK names them.
// (A deep path, so a variable: the package declares types for Node's build.)
const pageBuild = '@walletconnect/keyvaluestorage/dist/index.es.js'
const { KeyValueStorage: PageStorage } = (await import(
  /* @vite-ignore */ pageBuild
)) as typeof import('@walletconnect/keyvaluestorage')
const { closeWalletConnectProvider, createTestConfig, setupRelayTestbed } =
  await import('@latch/testing')
const { connectWallet } = await import('../actions/connectWallet.ts')
const { activateWallet } = await import('./activateWallet.ts')
const { disconnectWallet } = await import('../actions/disconnectWallet.ts')
const { getWalletConnection } = await import(
  '../actions/getWalletConnection.ts'
)
const { restoreSession, resumeSession } = await import(
  '../session/restoreSession.ts'
)
const { signWalletMessage } = await import('../actions/signWalletMessage.ts')
const { switchWalletChain } = await import('../actions/switchWalletChain.ts')
const { SwitchChainNotSupportedError } = await import('../errors/chain.ts')
const { UserRejectedRequestError } = await import('../errors/provider.ts')

type SdkStorage = InstanceType<typeof KeyValueStorage>

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

// Each config is one page load with its own SDK core.
const testbed = setupRelayTestbed()
afterAll(() => network.restore())

/** The parts of Latch's WalletConnect provider these tests read. */
type WalletConnectProvider = {
  session: { topic: string } | undefined
  /** What the provider was configured with: the URL it reads each chain at. */
  rpcMap: Record<string, string>
  signer: {
    client: {
      core: {
        heartbeat: { stop: () => void }
        relayer: { transportClose: () => Promise<void> }
        storage: SdkStorage
      }
    }
  }
}

/**
 * A page load: Latch's own config over the testbed.devnet, WalletConnect on the
 * local relay, wagmi's state in localStorage.
 */
function openPage(
  options: {
    storage?: WalletConnectSettings['storage']
    rpcUrls?: CreateTestConfigParameters['rpcUrls']
    wallets?: CreateTestConfigParameters['wallets']
  } = {},
): LatchConfig {
  const latch = createTestConfig(testbed.devnet, {
    storage: localStorage,
    rpcUrls: options.rpcUrls,
    wallets: options.wallets,
    walletConnectProjectId: 'latch-devnet',
    walletConnect: { relayUrl: testbed.relay.url, storage: options.storage },
  })
  testbed.afterTest(() => closePage(latch))
  return latch
}

/** The page goes away: its SDK stops talking to the relay. */
async function closePage(latch: LatchConfig) {
  // Every WalletConnect wallet's SDK: the generic option's, MetaMask's, …
  for (const { id } of latch.connectors)
    await closeWalletConnectProvider(loadedProvider(latch, id))
}

function loadedProvider(config: Config, connectorId = 'walletConnect') {
  const connector = config.connectors.find((x) => x.id === connectorId) as
    | { getLoadedProvider: () => unknown }
    | undefined
  return connector?.getLoadedProvider() as WalletConnectProvider | undefined
}

/**
 * The visitor picks WalletConnect; the wallet reads the pairing URI Latch
 * shows as its QR code, and pairs.
 */
async function connectThroughQr(
  latch: LatchConfig,
  peer: WalletPeer,
  connectorId = 'walletConnect',
) {
  const uris: string[] = []
  const phases: string[] = []
  const names: string[] = []
  let paired: Promise<unknown> = Promise.resolve()
  const result = await connectWallet(latch, {
    connectorId,
    onPhase: (phase, { name }) => {
      phases.push(phase)
      names.push(name)
    },
    onDisplayUri: (uri) => {
      uris.push(uri)
      paired = peer.pair(uri)
      // A turned-down proposal fails `pair` too: the test reads connectWallet.
      paired.catch(() => {})
    },
  })
  // Settled on the wallet's side too.
  await paired
  return { result, uris, phases, names }
}

/** A page connected to a wallet peer over the local relay. */
async function connected(parameters: Partial<StartWalletPeerParameters> = {}) {
  const peer = await testbed.startPeer(parameters)
  const latch = openPage()
  await connectThroughQr(latch, peer)
  return { peer, latch, config: latch }
}

/**
 * The SDK's keys for the session, as its stores spell them (localStorage
 * keeps "wc@2:client:0.3//session", the others "wc@2:client:0.3:session").
 */
const isSessionKey = (key: string) =>
  /^wc@2:(client:[^:/]*(:|\/\/)session|universal_provider:|ethereum_provider:)/.test(
    key,
  )

function statuses(config: Config) {
  const seen: string[] = []
  config.subscribe(
    (state) => state.status,
    (status) => seen.push(status),
  )
  return seen
}

describe('connecting through the QR code (seed §3, §4)', () => {
  test('the wallet pairs with the URI: connected, its account checksummed, the chain read', async () => {
    const peer = await testbed.startPeer({ name: 'Rainbow' })
    const latch = openPage()
    const seen = statuses(latch)

    const { result, uris, phases } = await connectThroughQr(latch, peer)

    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/)
    expect(phases).toEqual(['loading', 'connecting'])
    expect(result).toEqual({
      account: alice,
      accounts: [alice],
      chainId: 13_370,
    })
    expect(seen).toEqual(['connecting', 'connected'])
    const connection = getWalletConnection(latch)
    expect(connection).toMatchObject({
      status: 'connected',
      account: alice,
      chain: { id: 13_370, unsupported: false },
    })
    expect(connection.connector?.id).toBe('walletConnect')
    // The provider is WalletConnect's, holding the session the wallet settled.
    const [session] = peer.client.session.getAll()
    expect(
      (connection.provider as unknown as WalletConnectProvider).session?.topic,
    ).toBe(session?.topic)
    // The wallet was told who asks: Latch, at the page's origin.
    expect(session?.peer.metadata).toMatchObject({
      name: 'Latch',
      url: testbed.devnet.pageUrl.replace(/\/$/, ''),
    })
  })
})

describe('signing through WalletConnect (seed §7)', () => {
  test('the wallet signs (personal_sign); the signature verifies on the current chain', async () => {
    const { peer, config } = await connected()
    const signed = await signWalletMessage(config, {
      message: 'Sign in to Latch',
    })
    expect(signed).toMatchObject({ address: alice, valid: true })
    expect(peer.requests).toMatchObject([
      {
        method: 'personal_sign',
        chainId: 'eip155:13370',
        result: signed.signature,
      },
    ])
  })

  test('the visitor declines in the wallet: user-rejected', async () => {
    const { peer, config } = await connected()
    peer.rejectNext('request')
    const error = await signWalletMessage(config, { message: 'No' }).catch(
      (error) => error,
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"You rejected the request in your wallet."`,
    )
    expect(getWalletConnection(config).status).toBe('connected')
  })
})

describe('switching chain through WalletConnect (seed §4)', () => {
  test('a peer named Rainbow is asked, even for a chain its session lacks', async () => {
    const { peer, config } = await connected({
      name: 'Rainbow',
      approvedChainIds: [13_370],
    })
    const chain = await switchWalletChain(config, { chainId: 13_371 })
    expect(chain.id).toBe(13_371)
    expect(peer.requests).toMatchObject([
      {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x343b' }],
        result: null,
      },
    ])
    expect(peer.chainId).toBe(13_371)
    expect(getWalletConnection(config).chain).toEqual({
      id: 13_371,
      unsupported: false,
    })
  })

  test('another peer whose session approved the chain: switched', async () => {
    const { peer, config } = await connected({
      name: 'Trust Wallet',
      approvedChainIds: [13_370, 13_371],
    })
    await switchWalletChain(config, { chainId: 13_371 })
    expect(getWalletConnection(config).chain).toEqual({
      id: 13_371,
      unsupported: false,
    })
    // Requests now go to the wallet for that chain.
    await signWalletMessage(config, { message: 'On Latch Devnet 2' })
    expect(peer.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:13371',
    })
  })

  test('another peer whose session lacks the chain: switch-not-supported, the peer never asked', async () => {
    const { peer, config } = await connected({
      name: 'Trust Wallet',
      approvedChainIds: [13_370],
    })
    const error = await switchWalletChain(config, { chainId: 13_371 }).catch(
      (error) => error,
    )
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Switch the network in your wallet to Latch Devnet 2."`,
    )
    // Whatever a request would have been, the relay would have carried it
    // by now: the sign request just after arrives alone.
    await signWalletMessage(config, { message: 'Still here' })
    expect(peer.requests.map((x) => x.method)).toEqual(['personal_sign'])
    expect(getWalletConnection(config).chain).toEqual({
      id: 13_370,
      unsupported: false,
    })
  })
})

describe('wallet events through WalletConnect (seed §4)', () => {
  test('the wallet switching account updates it, checksummed', async () => {
    const { peer, config } = await connected()
    await peer.emitAccountsChanged(1)
    await expect.poll(() => getWalletConnection(config).account).toBe(bob)

    // A wallet that sends its account in lower case.
    const [session] = peer.client.session.getAll()
    await peer.client.emit({
      topic: session!.topic,
      event: { name: 'accountsChanged', data: [carol.toLowerCase()] },
      chainId: 'eip155:13370',
    })
    await expect.poll(() => getWalletConnection(config).account).toBe(carol)
    expect(getWalletConnection(config).status).toBe('connected')
  })

  test('the wallet switching chain updates the id and the unsupported flag', async () => {
    const { peer, config } = await connected({
      // It also knows a chain Latch does not offer (anvil's default id).
      chains: [
        ...testbed.devnet.walletChains.map(({ id, rpcUrl }) => ({
          id,
          rpcUrl,
        })),
        { id: 31_337, rpcUrl: testbed.devnet.anvils[0].rpcUrl },
      ],
      approvedChainIds: [13_370, 13_371],
    })
    await peer.emitChainChanged(13_371)
    await expect
      .poll(() => getWalletConnection(config).chain)
      .toEqual({ id: 13_371, unsupported: false })
    await peer.emitChainChanged(31_337)
    await expect
      .poll(() => getWalletConnection(config).chain)
      .toEqual({ id: 31_337, unsupported: true })
    expect(getWalletConnection(config).status).toBe('connected')
  })

  test('accountsChanged with [] disconnects', async () => {
    const { peer, config } = await connected()
    const [session] = peer.client.session.getAll()
    await peer.client.emit({
      topic: session!.topic,
      event: { name: 'accountsChanged', data: [] },
      chainId: 'eip155:13370',
    })
    await expect
      .poll(() => getWalletConnection(config).status)
      .toBe('disconnected')
  })
})

describe('the session ends, by either side (seed §4)', () => {
  // WalletConnect v1's item and its QR modal's choice, beside others' keys.
  const v1Keys = ['walletconnect', 'WALLETCONNECT_DEEPLINK_CHOICE']
  const othersKeys = ['theme', 'my-app:walletconnect-like']

  function seed() {
    for (const key of [...v1Keys, ...othersKeys])
      localStorage.setItem(key, '{}')
  }

  function remaining() {
    return Object.keys(localStorage)
      .filter((key) => !key.startsWith('wagmi.'))
      .sort()
  }

  // The SDK's store: in Node its own memory (in a page, IndexedDB).
  async function storedKeys(config: Config) {
    const store = loadedProvider(config)!.signer.client.core.storage
    return (await store.getKeys()).sort()
  }

  /** What the live session left in the SDK's store, before the end. */
  async function expectStoredSession(config: Config) {
    const keys = await storedKeys(config)
    expect(keys).toEqual(
      expect.arrayContaining([
        'wc@2:client:0.3:session',
        'wc@2:ethereum_provider:chainId',
        expect.stringMatching(/^wc@2:universal_provider:namespaces/),
        'wc@2:core:0.3:keychain',
      ]),
    )
  }

  async function expectStoredSessionGone(config: Config) {
    await expect.poll(remaining).toEqual([...othersKeys].sort())
    await expect
      .poll(async () => (await storedKeys(config)).filter(isSessionKey))
      .toEqual([])
    // The relay client's own keys (its identity, pairings) are not the
    // session's, and stay.
    expect(await storedKeys(config)).toContain('wc@2:core:0.3:keychain')
  }

  test('the wallet disconnects (session_delete): disconnected, the stored session removed', async () => {
    const { peer, config } = await connected()
    const connector = getWalletConnection(config).connector!
    const events: string[] = []
    for (const event of ['change', 'connect', 'disconnect'] as const)
      connector.emitter.on(event, () => events.push(event))
    seed()
    await expectStoredSession(config)

    await peer.disconnect()

    await expect
      .poll(() => getWalletConnection(config).status)
      .toBe('disconnected')
    expect(getWalletConnection(config).account).toBeUndefined()
    // The SDK tells the connector twice (its `session_delete`, then the
    // EIP-1193 `disconnect`), and no account list: the connector's own
    // disconnect handling ended the session, and wagmi heard of it once.
    expect(events).toEqual(['disconnect'])
    await expectStoredSessionGone(config)
    // Nothing the SDK does after its own teardown brings it back.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await storedKeys(config)).filter(isSessionKey)).toEqual([])
  })

  test('Latch disconnects: the wallet sees the session end, the stored session removed', async () => {
    const { peer, config } = await connected()
    seed()
    await expectStoredSession(config)
    const ended = new Promise((resolve) =>
      peer.client.once('session_delete', resolve),
    )

    await disconnectWallet(config)

    expect(getWalletConnection(config).status).toBe('disconnected')
    await ended
    expect(peer.client.session.getAll()).toEqual([])
    await expectStoredSessionGone(config)
  })
})

describe('the SDK reads each chain where Latch does (seed §3, §7)', () => {
  /** The page's WalletConnect provider, its SDK loaded. */
  async function provider(latch: LatchConfig) {
    const connector = await activateWallet(
      latch,
      latch.latch.wallets.find((x) => x.id === 'walletConnect')!,
    )
    await connector.getProvider()
    return loadedProvider(latch)!
  }

  test('its rpc map: the node’s HTTP URL for a chain with configured nodes, the public RPC otherwise', async () => {
    // A node provider's websocket first, then its HTTP URL, as Latch's
    // transport tries them: the SDK reads over HTTP only.
    const node = (network: string) => ({
      webSocket: `wss://${network}.g.alchemy.com/v2/LATCH-RPC-MAP`,
      http: `https://${network}.g.alchemy.com/v2/LATCH-RPC-MAP`,
    })
    const withNodeProvider = await provider(
      openPage({
        rpcUrls: {
          1: node('eth-mainnet'),
          8453: node('base-mainnet'),
          42161: node('arb-mainnet'),
        },
      }),
    )
    const without = await provider(openPage())
    const devnetRpc = testbed.devnet.chains[0].rpcUrls.default.http[0]

    expect(withNodeProvider.rpcMap).toMatchObject({
      1: 'https://eth-mainnet.g.alchemy.com/v2/LATCH-RPC-MAP',
      8453: 'https://base-mainnet.g.alchemy.com/v2/LATCH-RPC-MAP',
      42161: 'https://arb-mainnet.g.alchemy.com/v2/LATCH-RPC-MAP',
      // No node configured for the testbed.devnet.
      13370: devnetRpc,
    })
    expect(without.rpcMap).toMatchObject({
      1: mainnet.rpcUrls.default.http[0],
      8453: 'https://mainnet.base.org',
      13370: devnetRpc,
    })
  })
})

describe('the wallet turning the connection down (seed §8)', () => {
  test('user-rejected; connecting again then works', async () => {
    const peer = await testbed.startPeer({ autoApprove: false })
    const latch = openPage()
    const connecting = connectThroughQr(latch, peer)
    await peer.reject()

    const error = await connecting.catch((error) => error)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"You rejected the request in your wallet."`,
    )
    expect(getWalletConnection(latch).status).toBe('disconnected')

    const again = connectThroughQr(latch, peer)
    await peer.approve()
    expect((await again).result.account).toBe(alice)
    expect(getWalletConnection(latch).status).toBe('connected')
  })
})

describe('a stored session is restored on load (seed §4)', () => {
  test('reconnecting, then connected, never connecting; the session is live', async () => {
    // The SDK's store outlives the page, as IndexedDB does.
    const storage = new KeyValueStorage({ database: ':memory:' })
    const peer = await testbed.startPeer()
    const first = openPage({ storage })
    await connectThroughQr(first, peer)
    await closePage(first)

    const latch = openPage({ storage })
    const seen = statuses(latch)
    await restoreSession(latch)

    expect(seen).toEqual(['reconnecting', 'connected'])
    expect(getWalletConnection(latch)).toMatchObject({
      status: 'connected',
      account: alice,
      chain: { id: 13_370, unsupported: false },
    })
    expect(loadedProvider(latch)).not.toBe(loadedProvider(first))
    // The same session, over the new page's own relay connection.
    const signed = await signWalletMessage(latch, {
      message: 'Welcome back',
    })
    expect(signed.valid).toBe(true)
    expect(peer.requests.map((x) => x.method)).toEqual(['personal_sign'])
    expect(peer.client.session.getAll()).toHaveLength(1)
  })
  test('a session the wallet ended while the page was away, kept in localStorage: dropped, its v2 keys gone from the SDK’s store and localStorage', async () => {
    // Where IndexedDB is missing, the SDK's store is localStorage itself.
    const storage = new PageStorage()
    const peer = await testbed.startPeer()
    const first = openPage({ storage })
    await connectThroughQr(first, peer)
    await closePage(first)
    await peer.disconnect()
    const others = { theme: 'dark', 'my-app:wc@2': 'kept' }
    for (const [key, value] of Object.entries(others))
      localStorage.setItem(key, value)
    const keys = () => Object.keys(localStorage).sort()
    expect(keys()).toEqual(
      expect.arrayContaining([
        'wc@2:client:0.3//session',
        'wc@2:ethereum_provider:/chainId',
        'wc@2:core:0.3//keychain',
      ]),
    )

    const latch = openPage({ storage })
    await restoreSession(latch)
    await resumeSession(latch)
    await expect
      .poll(() => getWalletConnection(latch).status)
      .toBe('disconnected')
    await expect.poll(() => keys().filter(isSessionKey)).toEqual([])
    expect((await storage.getKeys()).filter(isSessionKey)).toEqual([])
    // The relay client's own keys and the page's stay.
    expect(keys()).toContain('wc@2:core:0.3//keychain')
    for (const [key, value] of Object.entries(others))
      expect(localStorage.getItem(key)).toBe(value)
  })

  test('a session that expired while the page was away: dropped on resume, its v2 keys gone from the SDK’s store and localStorage', async () => {
    const storage = new PageStorage()
    const peer = await testbed.startPeer()
    const first = openPage({ storage })
    await connectThroughQr(first, peer)
    await closePage(first)
    // A week passes (WalletConnect's session lifetime): the session's expiry,
    // as the SDK stored it, is behind us.
    const past = Math.floor(Date.now() / 1000) - 60
    for (const key of ['wc@2:client:0.3//session', 'wc@2:core:0.3//expirer']) {
      const entries = JSON.parse(localStorage.getItem(key)!) as {
        expiry: number
      }[]
      localStorage.setItem(
        key,
        JSON.stringify(entries.map((x) => ({ ...x, expiry: past }))),
      )
    }
    const keys = () => Object.keys(localStorage).sort()
    expect(keys().filter(isSessionKey)).not.toEqual([])

    const latch = openPage({ storage })
    await restoreSession(latch)
    await resumeSession(latch)
    expect(getWalletConnection(latch).status).toBe('disconnected')
    await expect.poll(() => keys().filter(isSessionKey)).toEqual([])
    expect((await storage.getKeys()).filter(isSessionKey)).toEqual([])
    expect(keys()).toContain('wc@2:core:0.3//keychain')
  })

  test('a stored session Latch cannot read: dropped without loading the SDK, its v2 keys gone from localStorage', async () => {
    const storage = new PageStorage()
    const peer = await testbed.startPeer()
    const first = openPage({ storage })
    await connectThroughQr(first, peer)
    await closePage(first)
    const stored = JSON.parse(localStorage.getItem('wagmi.store')!)
    const [uid, connection] = stored.state.connections.value[0]
    stored.state.connections.value = [[uid, { ...connection, accounts: [] }]]
    localStorage.setItem('wagmi.store', JSON.stringify(stored))
    const keys = () => Object.keys(localStorage).sort()
    expect(keys().filter(isSessionKey)).not.toEqual([])

    const latch = openPage({ storage })
    await restoreSession(latch)
    expect(getWalletConnection(latch).status).toBe('disconnected')
    expect(keys().filter(isSessionKey)).toEqual([])
    expect(keys()).toContain('wc@2:core:0.3//keychain')
    // Neither the connector nor its SDK was loaded.
    expect(latch.connectors.map((x) => x.id)).not.toContain('walletConnect')
  })

  test('a session the wallet ended while the page was away: dropped once the relay says so, its storage cleared', async () => {
    const storage = new KeyValueStorage({ database: ':memory:' })
    const peer = await testbed.startPeer()
    const first = openPage({ storage })
    await connectThroughQr(first, peer)
    await closePage(first)
    // The relay keeps the wallet's session_delete for the page.
    await peer.disconnect()

    const latch = openPage({ storage })
    const seen = statuses(latch)
    await restoreSession(latch)
    // Shown from storage until the visitor acts; then the SDK asks the relay.
    expect(getWalletConnection(latch).status).toBe('connected')
    expect(loadedProvider(latch)).toBeUndefined()
    await resumeSession(latch)
    await expect
      .poll(() => getWalletConnection(latch).status)
      .toBe('disconnected')
    expect(seen).not.toContain('connecting')
    await expect
      .poll(async () => (await storage.getKeys()).filter(isSessionKey))
      .toEqual([])
  })
})

describe('a WalletConnect wallet of the list: metaMask() (docs/wallets.md)', () => {
  test('connects through the QR code under its own id and name, and is restored on a reload', async () => {
    const { metaMask } = await import('../wallets/metaMask.ts')
    const { walletConnect } = await import('../wallets/walletConnect.ts')
    const wallets = [metaMask(), walletConnect()]
    const storage = new KeyValueStorage({ database: ':memory:' })
    const peer = await testbed.startPeer({ name: 'MetaMask' })
    const first = openPage({ storage, wallets })
    const { result, phases, names } = await connectThroughQr(
      first,
      peer,
      'metaMask',
    )
    expect(result).toMatchObject({ account: alice, chainId: 13_370 })
    expect(phases).toEqual(['loading', 'connecting'])
    expect(names).toEqual(['MetaMask', 'MetaMask'])
    expect(getWalletConnection(first).connector).toMatchObject({
      id: 'metaMask',
      name: 'MetaMask',
    })
    // The generic WalletConnect option was not loaded for it.
    expect(first.connectors.map((x) => x.id)).not.toContain('walletConnect')
    await closePage(first)

    const latch = openPage({ storage, wallets })
    await restoreSession(latch)
    expect(getWalletConnection(latch)).toMatchObject({
      status: 'connected',
      account: alice,
      connector: { id: 'metaMask' },
    })
    const signed = await signWalletMessage(latch, { message: 'Hello again' })
    expect(signed.valid).toBe(true)
    await disconnectWallet(latch)
    expect(getWalletConnection(latch).status).toBe('disconnected')
    await expect.poll(() => peer.client.session.getAll()).toHaveLength(0)
  })
})

test('the SDK reached nothing but the local relay and the devnet', () => {
  expect(network.connections).toContain(`127.0.0.1:${testbed.relay.port}`)
  expect(network.outside()).toEqual([])
})
