import { describe, expect, test } from 'vitest'
import { getChains, getDefaultChain } from './chains.ts'
import { devnetChains } from './devnet.ts'
import { parseEnv } from './env.ts'
import { createLatchConfig } from './wagmi.ts'

const origin = 'http://127.0.0.1:5173'

describe('chains (seed §3, §5)', () => {
  test('mainnet, Sepolia, Base, Optimism, Arbitrum; the devnet only in devnet mode', () => {
    expect(getChains({}).map((x) => x.name)).toEqual([
      'Ethereum',
      'Sepolia',
      'Base',
      'OP Mainnet',
      'Arbitrum One',
    ])
    expect(
      getChains({ devnetChains: devnetChains(origin) })
        .slice(-2)
        .map((x) => [x.id, x.name, x.rpcUrls.default.http[0]]),
    ).toEqual([
      [13_370, 'Latch Devnet', `${origin}/devnet/rpc/13370`],
      [13_371, 'Latch Devnet 2', `${origin}/devnet/rpc/13371`],
    ])
  })

  test('each chain keeps its public RPC, explorer and, with a key, the node provider URLs', () => {
    const [mainnet] = getChains({ alchemyId: 'KEY12345' })
    expect(mainnet?.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    expect(mainnet?.rpcUrls.alchemy).toEqual({
      http: ['https://eth-mainnet.g.alchemy.com/v2/KEY12345'],
      webSocket: ['wss://eth-mainnet.g.alchemy.com/v2/KEY12345'],
    })
    expect(mainnet?.blockExplorers?.default.url).toBe('https://etherscan.io')
    expect(getChains({})[0]?.rpcUrls.alchemy).toBeUndefined()
  })

  test('the default chain: the one asked for, mainnet when unknown or unset', () => {
    const chains = getChains({ devnetChains: devnetChains(origin) })
    expect(getDefaultChain(chains, 8453).id).toBe(8453)
    expect(getDefaultChain(chains, 13_370).id).toBe(13_370)
    expect(getDefaultChain(chains, 424_242).id).toBe(1)
    expect(getDefaultChain(chains, undefined).id).toBe(1)
  })
})

describe('createLatchConfig', () => {
  test('the default chain comes first, so the providers use it', () => {
    const { config } = createLatchConfig({
      env: parseEnv({ VITE_CHAIN_ID: '10' }),
      origin,
    })
    expect(config.chains[0].id).toBe(10)
    const unknown = createLatchConfig({
      env: parseEnv({ VITE_CHAIN_ID: '424242' }),
      origin,
    })
    expect(unknown.config.chains[0].id).toBe(1)
  })

  test('the browser wallet is configured, Coinbase Wallet and WalletConnect load on first use', async () => {
    const { config, lazyConnectors } = createLatchConfig({
      env: parseEnv({}),
      origin,
    })
    expect(config.connectors.map((x) => [x.id, x.name])).toContainEqual([
      'injected',
      'Browser wallet',
    ])
    expect(config.connectors.map((x) => x.id)).not.toContain('walletConnect')
    expect(lazyConnectors.map((x) => [x.id, x.name, x.configured])).toEqual([
      ['coinbaseWalletSDK', 'Coinbase Wallet', true],
      ['walletConnect', 'WalletConnect', false],
    ])
    const walletConnect = lazyConnectors[1]!
    expect(!walletConnect.configured && walletConnect.reason).toMatch(
      /VITE_WALLETCONNECT_PROJECT_ID/,
    )
  })
})
