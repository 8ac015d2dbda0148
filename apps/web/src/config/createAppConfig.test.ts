import { getEnsChainId, type LatchConfig } from '@latch/core'
import { contentSecurityPolicy } from '@latch/core/csp'
import { devnetChains } from '@latch/devnet/browser'
import { describe, expect, test } from 'vitest'
import {
  type CreateAppConfigParameters,
  createAppConfig,
} from './createAppConfig.ts'
import { parseEnv } from './env.ts'

// Latch's own rules over the kit (`createLatchConfig`, tested in
// packages/core): which chains, which first, which nodes, which wallets, where
// names live.

const origin = 'http://127.0.0.1:5173'
const devnet: CreateAppConfigParameters['devnet'] = {
  chains: devnetChains(origin),
  walletConnect: { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' },
}

function appConfig(
  env: Record<string, string>,
  options: { devnet?: boolean } = {},
): LatchConfig {
  // As any chain: `rpcUrls.node` is what the kit adds to each.
  return createAppConfig({
    env: parseEnv(env),
    devnet: options.devnet ? devnet : undefined,
    storage: null,
  })
}

describe('createAppConfig: chains (seed §3, §5)', () => {
  test('mainnet, Sepolia, Base, Optimism, Arbitrum; the devnet only in devnet builds', () => {
    expect(appConfig({}).chains.map((x) => x.name)).toEqual([
      'Ethereum',
      'Sepolia',
      'Base',
      'OP Mainnet',
      'Arbitrum One',
    ])
    const chains = appConfig({}, { devnet: true }).chains
    expect(chains.map((x) => x.id)).toEqual([
      13_370, 1, 11_155_111, 8453, 10, 42_161, 13_371,
    ])
    expect(
      chains
        .filter((x) => x.id === 13_370 || x.id === 13_371)
        .map((x) => [x.id, x.name, x.rpcUrls.default.http[0]]),
    ).toEqual([
      [13_370, 'Latch Devnet', `${origin}/devnet/rpc/13370`],
      [13_371, 'Latch Devnet 2', `${origin}/devnet/rpc/13371`],
    ])
  })

  test('each chain keeps its public RPC and explorer and, with a key, gets the node provider URLs', () => {
    const [mainnet] = appConfig({ VITE_ALCHEMY_ID: 'KEY12345' }).chains
    expect(mainnet.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    expect(mainnet.rpcUrls.node).toEqual({
      http: ['https://eth-mainnet.g.alchemy.com/v2/KEY12345'],
      webSocket: ['wss://eth-mainnet.g.alchemy.com/v2/KEY12345'],
    })
    expect(mainnet.blockExplorers?.default.url).toBe('https://etherscan.io')
    for (const chain of appConfig({ VITE_ALCHEMY_ID: 'KEY12345' }).chains)
      expect(chain.rpcUrls.node?.http[0]).toMatch(
        /^https:\/\/[a-z-]+\.g\.alchemy\.com\/v2\/KEY12345$/,
      )
    expect(appConfig({}).chains[0].rpcUrls.node).toBeUndefined()
    // The devnet's nodes are its own: no node provider there.
    const withDevnet = appConfig(
      { VITE_ALCHEMY_ID: 'KEY12345' },
      { devnet: true },
    )
    expect(
      withDevnet.chains.find((x) => x.id === 13_370)?.rpcUrls.node,
    ).toBeUndefined()
  })

  test('the default chain (VITE_CHAIN_ID) comes first, so the providers use it', () => {
    const base = appConfig({ VITE_CHAIN_ID: '8453' })
    expect(base.chains[0].id).toBe(8453)
    expect(base.state.chainId).toBe(8453)
    expect(appConfig({ VITE_CHAIN_ID: '10' }).chains[0].id).toBe(10)
    expect(
      appConfig({ VITE_CHAIN_ID: '13371' }, { devnet: true }).chains[0].id,
    ).toBe(13_371)
    // A devnet build without VITE_CHAIN_ID: the devnet's first chain.
    expect(appConfig({}, { devnet: true }).chains[0].id).toBe(13_370)
  })

  test.each([
    ['unknown', { VITE_CHAIN_ID: '424242' }],
    ['unset', {}],
  ])(
    'VITE_CHAIN_ID %s: the configured mainnet, with the node provider URLs, for the providers too',
    (_, env) => {
      const config = appConfig({ ...env, VITE_ALCHEMY_ID: 'KEY12345' })
      const [first] = config.chains
      expect(first.id).toBe(1)
      expect(config.state.chainId).toBe(1)
      expect(first.rpcUrls.node).toEqual({
        http: ['https://eth-mainnet.g.alchemy.com/v2/KEY12345'],
        webSocket: ['wss://eth-mainnet.g.alchemy.com/v2/KEY12345'],
      })
    },
  )
})

describe('createAppConfig: any node provider (VITE_RPC_URL_<chainId>)', () => {
  const infura = {
    http: 'https://mainnet.infura.io/v3/KEY12345',
    ws: 'wss://mainnet.infura.io/ws/v3/KEY12345',
  }

  test("a chain's own URLs replace the node provider's for that chain; the other chains keep the node provider's", () => {
    const config = appConfig({
      VITE_ALCHEMY_ID: 'KEY12345',
      VITE_RPC_URL_1: `${infura.ws},${infura.http}`,
    })
    const node = (id: number) =>
      config.chains.find((chain) => chain.id === id)?.rpcUrls.node
    expect(node(1)).toEqual({ http: [infura.http], webSocket: [infura.ws] })
    expect(node(8453)).toEqual({
      http: ['https://base-mainnet.g.alchemy.com/v2/KEY12345'],
      webSocket: ['wss://base-mainnet.g.alchemy.com/v2/KEY12345'],
    })
    // Without the node provider's key, only the chain given its URLs.
    const alone = appConfig({ VITE_RPC_URL_10: 'https://op.example.org/rpc' })
    expect(
      alone.chains.flatMap((chain) =>
        chain.rpcUrls.node ? [[chain.id, chain.rpcUrls.node]] : [],
      ),
    ).toEqual([[10, { http: ['https://op.example.org/rpc'], webSocket: [] }]])
  })

  test("the policy's connect-src follows the configured nodes, by origin", () => {
    const connectSrc = (env: Record<string, string>) =>
      contentSecurityPolicy(appConfig(env))
        .split('; ')
        .find((directive) => directive.startsWith('connect-src '))
        ?.split(' ')
        .slice(1)
    const configured = connectSrc({
      VITE_ALCHEMY_ID: 'KEY12345',
      VITE_RPC_URL_1: `${infura.ws},${infura.http},http://127.0.0.1:8545`,
    })
    expect(configured).toEqual(
      expect.arrayContaining([
        'https://mainnet.infura.io',
        'wss://mainnet.infura.io',
        'http://127.0.0.1:8545',
        'https://base-mainnet.g.alchemy.com',
      ]),
    )
    // Alchemy's mainnet host is not needed any more, nor any key.
    expect(configured).not.toContain('https://eth-mainnet.g.alchemy.com')
    expect(configured?.join(' ')).not.toContain('KEY12345')
    expect(connectSrc({})).not.toContain('https://mainnet.infura.io')
  })
})

describe('createAppConfig: wallets', () => {
  test('WalletConnect is not configured without VITE_WALLETCONNECT_PROJECT_ID, and says why', () => {
    const walletConnect = appConfig({}).latch.wallets.find(
      (x) => x.id === 'walletConnect',
    )
    expect(walletConnect?.connector).toBeUndefined()
    expect(walletConnect?.unavailable).toMatch(/project id/)
  })

  test('with a project id (or in a devnet build, the devnet’s), WalletConnect loads on first use', () => {
    for (const config of [
      appConfig({ VITE_WALLETCONNECT_PROJECT_ID: 'abcdef0123456789' }),
      appConfig({}, { devnet: true }),
    ]) {
      const walletConnect = config.latch.wallets.find(
        (x) => x.id === 'walletConnect',
      )
      expect(walletConnect).toMatchObject({
        connector: { eager: false },
        unavailable: undefined,
      })
    }
  })

  test('the browser wallet, Base Account and the older Coinbase Wallet, the wallet apps a phone opens, WalletConnect', () => {
    expect(appConfig({}).latch.wallets.map((x) => [x.id, x.name])).toEqual([
      ['injected', 'Browser wallet'],
      ['baseAccount', 'Base Account'],
      ['coinbaseWalletSDK', 'Coinbase Wallet'],
      ['metaMask', 'MetaMask'],
      ['rainbow', 'Rainbow'],
      ['trust', 'Trust Wallet'],
      ['uniswap', 'Uniswap Wallet'],
      ['zerion', 'Zerion'],
      ['ledgerLive', 'Ledger Live'],
      ['okx', 'OKX Wallet'],
      ['walletConnect', 'WalletConnect'],
    ])
    // Each wallet app opens on both phones, or at least on one.
    for (const wallet of appConfig({}).latch.wallets.slice(3, -1))
      expect(wallet.mobile?.ios ?? wallet.mobile?.android).toBeDefined()
    expect(appConfig({}).latch.appName).toBe('Latch')
  })
})

describe('createAppConfig: where names live (seed §4)', () => {
  test('a devnet build: every public network looks names up on mainnet, Sepolia (which has an ENS of its own) too', () => {
    const config = appConfig({}, { devnet: true })
    for (const chainId of [1, 11_155_111, 8453, 10, 42_161])
      expect(getEnsChainId(config, chainId)).toBe(1)
  })

  test('a devnet build: the devnet chain with its own ENS uses it; the other devnet chain and unknown chains use the devnet ENS', () => {
    const config = appConfig({}, { devnet: true })
    expect(getEnsChainId(config, 13_370)).toBe(13_370)
    expect(getEnsChainId(config, 13_371)).toBe(13_370)
    expect(getEnsChainId(config, 31_337)).toBe(13_370)
  })

  test('without a chain of our own with ENS, every chain, unknown ones too, uses mainnet', () => {
    const config = appConfig({})
    for (const chainId of [1, 11_155_111, 8453, 31_337])
      expect(getEnsChainId(config, chainId)).toBe(1)
  })
})
