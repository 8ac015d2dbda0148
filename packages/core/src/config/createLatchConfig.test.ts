// @vitest-environment node

// On a server (SSR, a script): no `window`, no `localStorage`, no `document`.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetChains } from '@latch/devnet/browser'
import { getBlockNumber } from '@wagmi/core'
import { type Chain, custom } from 'viem'
import { base, mainnet, optimism, sepolia } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getWalletOptions } from '../actions/getWalletOptions.ts'
import { contentSecurityPolicy } from '../csp/contentSecurityPolicy.ts'
import {
  type CreateLatchConfigParameters,
  createLatchConfig,
  type LatchConfig,
} from './createLatchConfig.ts'

const [devnet, devnet2] = devnetChains('http://127.0.0.1:5173')

/** A node on loopback answering every request with block 7. */
const asked: string[] = []
const node = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const { id, method } = JSON.parse(body)
    asked.push(method)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7' }))
  })
})
let nodeUrl: string
beforeAll(async () => {
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => node.close(resolve)))

function onRpc(chain: Chain, url: string): Chain {
  return { ...chain, rpcUrls: { default: { http: [url] } } }
}

function latchWith(
  parameters: Partial<CreateLatchConfigParameters> = {},
): LatchConfig {
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, sepolia, base],
    ...parameters,
  })
}

describe('createLatchConfig in Node', () => {
  test('nothing touches window: the config is made and usable, with no storage', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof localStorage).toBe('undefined')
    expect(typeof document).toBe('undefined')

    const latch = latchWith({ walletConnectProjectId: 'latch-test' })
    expect(latch.latch.storage).toBeUndefined()
    expect(latch.latch.ssr).toBe(false)
    expect(latch.latch.announcedWallets()).toEqual([])
    expect(latch.state).toMatchObject({ status: 'disconnected', chainId: 1 })
    expect(latch.connectors.map((x) => x.id)).toEqual(['injected'])
    // What a server renders from it needs no window either.
    expect(
      getWalletOptions(latch, {
        recentConnectorId: undefined,
        windowEthereum: undefined,
      }).map((x) => x.id),
    ).toEqual(['coinbaseWalletSDK', 'walletConnect', 'injected'])
    expect(contentSecurityPolicy(latch)).toContain("default-src 'self'")
  })

  test('a storage handed in is kept; null is none', () => {
    const map = new Map<string, string>()
    const storage = {
      get length() {
        return map.size
      },
      key: (index: number) => [...map.keys()][index] ?? null,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      clear: () => map.clear(),
    }
    expect(latchWith({ storage }).latch.storage).toBe(storage)
    expect(latchWith({ storage: null }).latch.storage).toBeUndefined()
  })
})

describe('createLatchConfig: chains', () => {
  test('the first configured chain is the default one', () => {
    const latch = latchWith({ chains: [base, mainnet, sepolia] })
    expect(latch.chains.map((x) => x.id)).toEqual([8453, 1, 11_155_111])
    expect(latch.state.chainId).toBe(8453)
  })
})

describe('createLatchConfig: rpcUrls (node URLs per chain)', () => {
  test('one URL: its scheme says HTTP or websocket', () => {
    const latch = latchWith({
      rpcUrls: {
        [mainnet.id]: 'https://eth-mainnet.g.alchemy.com/v2/KEY12345',
        [base.id]: 'wss://base-mainnet.g.alchemy.com/v2/KEY12345',
      },
    })
    const [ethereum, sepoliaChain, baseChain] = latch.chains
    expect(ethereum.rpcUrls.node).toEqual({
      http: ['https://eth-mainnet.g.alchemy.com/v2/KEY12345'],
      webSocket: [],
    })
    expect(baseChain?.rpcUrls.node).toEqual({
      http: [],
      webSocket: ['wss://base-mainnet.g.alchemy.com/v2/KEY12345'],
    })
    // A chain without: its public RPC alone.
    expect(sepoliaChain?.rpcUrls.node).toBeUndefined()
  })

  test('{ http, webSocket }: each a URL or a list, in order', () => {
    const latch = latchWith({
      rpcUrls: {
        [mainnet.id]: {
          http: 'https://eth-mainnet.g.alchemy.com/v2/KEY12345',
          webSocket: 'wss://eth-mainnet.g.alchemy.com/v2/KEY12345',
        },
        [base.id]: {
          http: ['https://a.example/base', 'https://b.example/base'],
        },
        [sepolia.id]: {},
      },
    })
    const [ethereum, sepoliaChain, baseChain] = latch.chains
    expect(ethereum.rpcUrls.node).toEqual({
      http: ['https://eth-mainnet.g.alchemy.com/v2/KEY12345'],
      webSocket: ['wss://eth-mainnet.g.alchemy.com/v2/KEY12345'],
    })
    expect(baseChain?.rpcUrls.node).toEqual({
      http: ['https://a.example/base', 'https://b.example/base'],
      webSocket: [],
    })
    // Nothing given is nothing configured.
    expect(sepoliaChain?.rpcUrls.node).toBeUndefined()
  })

  test('each chain keeps its public RPC and block explorer beside them', () => {
    const latch = latchWith({
      rpcUrls: { [mainnet.id]: 'https://eth-mainnet.g.alchemy.com/v2/KEY' },
    })
    expect(latch.chains[0].rpcUrls.default).toEqual(mainnet.rpcUrls.default)
    expect(latch.chains[0].blockExplorers?.default.url).toBe(
      'https://etherscan.io',
    )
    // The chain given is not changed.
    expect(mainnet.rpcUrls).not.toHaveProperty('node')
  })

  test('a chain with node URLs is read through them', async () => {
    // Its public RPC: nothing listens there.
    const chain = onRpc(devnet, 'http://127.0.0.1:9')
    const latch = createLatchConfig({
      appName: 'Latch',
      chains: [chain],
      rpcUrls: { [chain.id]: nodeUrl },
    })
    asked.length = 0
    expect(await getBlockNumber(latch, { chainId: chain.id })).toBe(7n)
    expect(asked).toEqual(['eth_blockNumber'])
  })
})

describe('createLatchConfig: transports', () => {
  test('a chain’s transport replaces Latch’s for that chain only', async () => {
    const own: string[] = []
    const latch = latchWith({
      chains: [onRpc(devnet, nodeUrl), onRpc(devnet2, nodeUrl)],
      rpcUrls: { [devnet.id]: nodeUrl },
      transports: {
        [devnet.id]: custom({
          async request({ method }) {
            own.push(method)
            return '0x2a'
          },
        }),
      },
    })
    asked.length = 0
    expect(await getBlockNumber(latch, { chainId: devnet.id })).toBe(42n)
    expect(own).toEqual(['eth_blockNumber'])
    expect(asked).toEqual([])
    // The other chain keeps Latch's, on its public RPC.
    expect(await getBlockNumber(latch, { chainId: devnet2.id })).toBe(7n)
    expect(own).toEqual(['eth_blockNumber'])
    expect(asked).toEqual(['eth_blockNumber'])
  })
})

describe('createLatchConfig: wallets', () => {
  test('the browser wallet is registered at once; Coinbase Wallet and WalletConnect load on first use', () => {
    const latch = latchWith({ walletConnectProjectId: 'latch-test' })
    expect(latch.connectors.map((x) => [x.id, x.name])).toEqual([
      ['injected', 'Browser wallet'],
    ])
    expect(
      latch.latch.wallets.map((x) => [
        x.id,
        x.name,
        x.connector?.eager,
        x.unavailable,
      ]),
    ).toEqual([
      ['injected', 'Browser wallet', true, undefined],
      ['coinbaseWalletSDK', 'Coinbase Wallet', false, undefined],
      ['walletConnect', 'WalletConnect', false, undefined],
    ])
  })

  test('WalletConnect without a project id is listed as unavailable, saying why', () => {
    const walletConnect = latchWith().latch.wallets.find(
      (x) => x.id === 'walletConnect',
    )
    expect(walletConnect).toMatchObject({
      connector: undefined,
      unavailable: 'No WalletConnect project id is set.',
    })
  })

  test('coinbaseWallet: false drops Coinbase Wallet', () => {
    expect(
      latchWith({ coinbaseWallet: false }).latch.wallets.map((x) => x.id),
    ).toEqual(['injected', 'walletConnect'])
    expect(
      latchWith({ coinbaseWallet: true }).latch.wallets.map((x) => x.id),
    ).toContain('coinbaseWalletSDK')
  })
})

describe('createLatchConfig: ensChainId', () => {
  test('by default mainnet when it is configured, for every chain', () => {
    const { latch } = latchWith({ chains: [devnet, base, mainnet] })
    expect(latch.ensChainId(13_370)).toBe(1)
    expect(latch.ensChainId(8453)).toBe(1)
    expect(latch.ensChainId(31_337)).toBe(1)
  })

  test('by default, without mainnet: the first chain with an ENS deployment', () => {
    expect(
      latchWith({ chains: [base, devnet2, devnet, sepolia] }).latch.ensChainId(
        8453,
      ),
    ).toBe(13_370)
    expect(
      latchWith({ chains: [optimism, sepolia, devnet] }).latch.ensChainId(10),
    ).toBe(11_155_111)
    expect(
      latchWith({ chains: [base, optimism, devnet2] }).latch.ensChainId(8453),
    ).toBeUndefined()
  })

  test('a chain id, or a function of the account’s chain', () => {
    const fixed = latchWith({ chains: [mainnet, devnet], ensChainId: 13_370 })
    expect(fixed.latch.ensChainId(1)).toBe(13_370)
    const byChain = latchWith({
      chains: [mainnet, devnet],
      ensChainId: (chainId) => (chainId === 1 ? 1 : undefined),
    })
    expect(byChain.latch.ensChainId(1)).toBe(1)
    expect(byChain.latch.ensChainId(13_370)).toBeUndefined()
  })
})
