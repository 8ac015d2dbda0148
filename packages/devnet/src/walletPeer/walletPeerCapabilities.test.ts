import { EthereumProvider } from '@walletconnect/ethereum-provider'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Relay, startRelay } from '../relay/startRelay.ts'
import { startWalletPeer, type WalletPeer } from './startWalletPeer.ts'
import { walletPeerAccount } from './walletPeerAccount.ts'
import { walletPeerCapabilities } from './walletPeerCapabilities.ts'

// Never called here: capabilities are the wallet's answer, not the node's.
const unused = 'http://127.0.0.1:9'
const chains = [
  { id: 13_370, rpcUrl: unused },
  { id: 13_371, rpcUrl: unused },
]

let relay: Relay
const started: { stop: () => Promise<void> }[] = []
beforeAll(async () => {
  relay = await startRelay()
  started.push(relay)
})
afterAll(async () => {
  await Promise.allSettled(started.reverse().map((x) => x.stop()))
})

async function connect(wallet: WalletPeer) {
  const dapp = await EthereumProvider.init({
    projectId: 'latch-devnet',
    relayUrl: relay.url,
    showQrModal: false,
    optionalChains: [13_370, 13_371],
    rpcMap: { 13370: unused, 13371: unused },
    metadata: { name: 'Latch', description: '', url: unused, icons: [] },
    customStoragePrefix: `latch-capabilities-${started.length}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  started.push({
    stop: async () => {
      dapp.signer.client.core.heartbeat.stop()
      await dapp.signer.client.core.relayer.transportClose().catch(() => {})
    },
  })
  dapp.once('display_uri', (uri: string) => {
    wallet.pair(uri).catch(() => {})
  })
  await dapp.connect()
  return dapp
}

async function startWallet(
  capabilities?: Parameters<typeof startWalletPeer>[0]['capabilities'],
) {
  const wallet = await startWalletPeer({
    relayUrl: relay.url,
    chains,
    capabilities,
  })
  started.push(wallet)
  return wallet
}

test('over WalletConnect, the peer answers wallet_getCapabilities: atomic unsupported, and no more unless started with more', async () => {
  const plain = await startWallet()
  const dapp = await connect(plain)
  expect(dapp.session?.namespaces.eip155?.methods).toContain(
    'wallet_getCapabilities',
  )
  expect(
    await dapp.request({
      method: 'wallet_getCapabilities',
      params: [plain.address],
    }),
  ).toEqual({
    '0x343a': { atomic: { status: 'unsupported' } },
    '0x343b': { atomic: { status: 'unsupported' } },
  })

  const sponsoring = await startWallet({
    '0x343A': { paymasterService: { supported: true } },
  })
  const other = await connect(sponsoring)
  expect(
    await other.request({
      method: 'wallet_getCapabilities',
      params: [sponsoring.address, ['0x343a']],
    }),
  ).toEqual({
    '0x343a': {
      atomic: { status: 'unsupported' },
      paymasterService: { supported: true },
    },
  })
}, 60_000)

test('another account is 4100, malformed chain ids -32602, chains it does not know are left out', () => {
  const peer = {
    account: walletPeerAccount(0),
    chains: new Map([[13_370, unused]]),
    capabilities: {},
  }
  expect(() =>
    walletPeerCapabilities(peer, [walletPeerAccount(1).address]),
  ).toThrow(expect.objectContaining({ code: 4100 }))
  for (const chainIds of ['0x343a', [13_370], ['13370'], [{}]])
    expect(() =>
      walletPeerCapabilities(peer, [peer.account.address, chainIds]),
    ).toThrow(expect.objectContaining({ code: -32602 }))
  expect(
    walletPeerCapabilities(peer, [
      peer.account.address.toLowerCase(),
      ['0x1', '0x343a'],
    ]),
  ).toEqual({ '0x343a': { atomic: { status: 'unsupported' } } })
})

test('capabilities keyed by anything but a hex chain id, or not objects, are refused at start', async () => {
  await expect(
    startWalletPeer({
      relayUrl: relay.url,
      chains,
      capabilities: { '13370': {} } as never,
    }),
  ).rejects.toThrow(
    'Expected hex chain ids as the keys of "capabilities", got "13370".',
  )
  await expect(
    startWalletPeer({
      relayUrl: relay.url,
      chains,
      capabilities: { '0x343a': true } as never,
    }),
  ).rejects.toThrow('Expected an object of capabilities for chain 0x343a.')
})
