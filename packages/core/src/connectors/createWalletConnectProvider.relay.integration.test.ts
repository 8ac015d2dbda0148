import { recordConnections } from '@latch/devnet'
import { afterAll, expect, test } from 'vitest'

// Latch's own WalletConnect provider, alone, over the local relay with a
// Node wallet peer: what connectWallet's tests do not reach (an expired
// proposal, a hostile wallet's events, the methods a session lacks, reads).

const network = recordConnections()

const { closeWalletConnectProvider, setupRelayTestbed } = await import(
  '@latch/testing'
)
const { createWalletConnectProvider } = await import(
  './createWalletConnectProvider.ts'
)
const { PairingExpiredError } = await import('../errors/provider.ts')

type Provider = Awaited<ReturnType<typeof createWalletConnectProvider>>

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// One SDK core per provider, as one per page.
const testbed = setupRelayTestbed()
afterAll(() => network.restore())

/** Closes `provider` after the test, as its page going away would. */
function closeAfterTest(provider: Provider) {
  testbed.afterTest(() => closeWalletConnectProvider(provider))
}

async function open() {
  const provider = await createWalletConnectProvider({
    projectId: 'latch-devnet',
    relayUrl: testbed.relay.url,
    metadata: {
      name: 'Latch',
      description: 'Latch',
      url: window.location.origin,
      icons: [],
    },
    chainIds: testbed.devnet.chains.map((x) => x.id),
    rpcMap: Object.fromEntries(
      testbed.devnet.chains.map((x) => [x.id, x.rpcUrls.default.http[0]!]),
    ),
  })
  closeAfterTest(provider)
  return provider
}

async function connected() {
  const wallet = await testbed.startPeer()
  const provider = await open()
  const uri = new Promise<string>((resolve) =>
    provider.on('display_uri', resolve as never),
  )
  const connecting = provider.connect({ chainId: 13_370 })
  await wallet.pair(await uri)
  await connecting
  return { wallet, provider }
}

test('a proposal no wallet answered in time: PairingExpiredError, and connecting again works', async () => {
  const provider = await open()
  const uris: string[] = []
  provider.on('display_uri', ((uri: string) => uris.push(uri)) as never)
  const connecting = provider
    .connect({ chainId: 13_370 })
    .catch((error) => error)
  // The QR code is shown: the proposal is out.
  await expect.poll(() => uris.length, { timeout: 15_000 }).toBe(1)
  // Its five minutes are over, and the SDK's expirer sees it on its next
  // heartbeat (brought forward: it beats every 5 s).
  const [proposal] = provider.signer.client.proposal.getAll()
  const { expirer, heartbeat } = provider.signer.client.core
  expirer.set(proposal!.id, Math.floor(Date.now() / 1000) - 1)
  ;(heartbeat as unknown as { pulse(): void }).pulse()
  const error = await connecting
  expect(error).toBeInstanceOf(PairingExpiredError)
  expect(error.shortMessage).toMatchInlineSnapshot(
    `"The QR code expired before a wallet answered: show a new one."`,
  )
  expect(provider.session).toBeUndefined()

  const wallet = await testbed.startPeer()
  const again = provider.connect({ chainId: 13_370 })
  await expect.poll(() => uris.length, { timeout: 15_000 }).toBe(2)
  await wallet.pair(uris[1]!)
  await again
  expect(provider.accounts).toEqual([alice])
}, 30_000)

test('a hostile wallet’s events change nothing; a valid one after them is heard', async () => {
  const { wallet, provider } = await connected()
  const heard: unknown[] = []
  provider.on('accountsChanged', ((x: unknown) => heard.push(x)) as never)
  provider.on('chainChanged', ((x: unknown) => heard.push(x)) as never)
  const [session] = wallet.client.session.getAll()
  const emit = (name: string, data: unknown) =>
    wallet.client.emit({
      topic: session!.topic,
      event: { name, data },
      chainId: 'eip155:13370',
    })
  for (const data of [
    [123],
    [{ address: alice }],
    ['not an address'],
    'eip155:1:0xdead',
    null,
  ])
    await emit('accountsChanged', data)
  for (const data of ['garbage', { id: 1 }, -1, '0x', null])
    await emit('chainChanged', data)
  // The relay carries events in order: this one comes after all of them.
  await emit('accountsChanged', [`eip155:13370:${alice.toLowerCase()}`])
  await expect.poll(() => heard).toEqual([[alice]])
  expect(provider.chainId).toBe(13_370)
  expect(provider.accounts).toEqual([alice])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x343a')
})

test('a method the session lacks fails with 4200 and never reaches the wallet; reads go to Latch’s RPC URL', async () => {
  const { wallet, provider } = await connected()
  const error = await provider
    .request({
      method: 'wallet_watchAsset',
      params: { type: 'ERC20', options: {} },
    })
    .catch((error) => error)
  expect(error).toMatchObject({ code: 4200 })
  const block = await provider.request({ method: 'eth_blockNumber' })
  expect(block).toMatch(/^0x[0-9a-f]+$/)
  expect(wallet.requests).toEqual([])
})

test('switching to a chain the session approved is answered by the provider; a peer switching changes the chain requests go to', async () => {
  const { wallet, provider } = await connected()
  const chains: unknown[] = []
  provider.on('chainChanged', ((x: unknown) => chains.push(x)) as never)
  await provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x343b' }],
  })
  expect(provider.chainId).toBe(13_371)
  expect(chains).toEqual(['0x343b'])
  await provider.request({
    method: 'personal_sign',
    params: ['0x68656c6c6f', alice],
  })
  expect(wallet.requests.map((x) => [x.method, x.chainId])).toEqual([
    ['personal_sign', 'eip155:13371'],
  ])
  await wallet.emitChainChanged(13_370)
  await expect.poll(() => provider.chainId).toBe(13_370)
})

test('the session restored by a new provider over the same store, on the chain it was on', async () => {
  const { KeyValueStorage } = await import('@walletconnect/keyvaluestorage')
  const storage = new KeyValueStorage({ database: ':memory:' })
  const wallet = await testbed.startPeer()
  const make = () =>
    createWalletConnectProvider({
      projectId: 'latch-devnet',
      relayUrl: testbed.relay.url,
      storage,
      metadata: { name: 'Latch', description: '', url: '', icons: [] },
      chainIds: [13_370, 13_371],
      rpcMap: {},
    })
  const first = await make()
  closeAfterTest(first)
  const uri = new Promise<string>((resolve) =>
    first.on('display_uri', resolve as never),
  )
  const connecting = first.connect({ chainId: 13_371 })
  await wallet.pair(await uri)
  await connecting
  expect(first.chainId).toBe(13_371)
  first.signer.client.core.heartbeat.stop()
  await first.signer.client.core.relayer.transportClose()

  const second = await make()
  closeAfterTest(second)
  expect(second.session?.topic).toBe(first.session?.topic)
  expect(second.chainId).toBe(13_371)
  expect(second.accounts).toEqual([alice])
  const ended = new Promise((resolve) => second.on('disconnect', resolve))
  await wallet.disconnect()
  await ended
  expect(second.session).toBeUndefined()
  expect(second.accounts).toEqual([])
})

test('nothing but the local relay and the devnet was reached', () => {
  expect(network.outside()).toEqual([])
})
