import { devnetChains } from '@latch/devnet/browser'
import { publicTestChains, walletConnectSession } from '@latch/testing'
import { mainnet } from 'viem/chains'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  createLatchConfig,
  type LatchConfig,
} from '../config/createLatchConfig.ts'
import { SwitchChainNotSupportedError } from '../errors/chain.ts'
import { activateWallet } from './activateWallet.ts'

// The real WalletConnect connector and SDK, with no relay: the SDK connects
// to its relay only when a pairing starts. What Latch decides before any
// request reaches a wallet (the provider's config, the switch rule, clearing
// the stored session) is proven here on the real provider, given the session
// a wallet would settle. Live sessions with a wallet peer over the local relay
// are walletConnect.relay.integration.test.ts's.

const origin = 'http://127.0.0.1:5173'

beforeAll(() => {
  // WalletConnect tells the wallet the page's URL: make it Latch's.
  ;(
    globalThis as unknown as { happyDOM: { setURL: (url: string) => void } }
  ).happyDOM.setURL(`${origin}/`)
})
afterEach(() => localStorage.clear())

// One SDK instance for the file: WalletConnect's core is meant to be
// initialized once per page.
let loaded: ReturnType<typeof load> | undefined
function loadWalletConnect() {
  loaded ??= load()
  return loaded
}

async function load() {
  const [first, second] = devnetChains(origin)
  const config = createLatchConfig({
    appName: 'Latch',
    appUrl: origin,
    // The devnet's first chain is the default.
    chains: [first, ...publicTestChains, second],
    storage: null,
    walletConnectProjectId: 'latch-test',
    walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
  })
  expect(config.connectors.map((x) => x.id)).not.toContain('walletConnect')
  const { connector, provider } = await loadConnector(config)
  return { config, connector, provider }
}

/** The config's WalletConnect connector, loaded with its SDK, and its provider. */
async function loadConnector(config: LatchConfig) {
  const connector = await activateWallet(
    config,
    config.latch.wallets.find((x) => x.id === 'walletConnect')!,
  )
  const provider = (await connector.getProvider()) as WalletConnectProvider
  return { connector, provider }
}

type WalletConnectProvider = {
  request: (args: unknown) => Promise<unknown>
  session: unknown
  rpcMap: Record<string, unknown>
  chainId: number
  signer: {
    session: unknown
    providerOpts: Record<string, unknown>
    client: {
      core: {
        storage: {
          setItem: (key: string, value: unknown) => Promise<void>
          getItem: (key: string) => Promise<unknown>
        }
      }
    }
  }
}

describe('the WalletConnect connector config (seed §3, §5)', () => {
  test('Latch’s name, no telemetry, an RPC map keyed by chain id, the default chain first', async () => {
    const { provider } = await loadWalletConnect()
    expect(provider.signer.providerOpts).toMatchObject({
      projectId: 'latch-test',
      metadata: { name: 'Latch', redirect: { universal: `${origin}/` } },
      telemetryEnabled: false,
      relayUrl: 'ws://127.0.0.1:9',
    })
    expect(provider.rpcMap).toMatchObject({
      13370: `${origin}/devnet/rpc/13370`,
      13371: `${origin}/devnet/rpc/13371`,
      1: expect.stringMatching(/^https:\/\//),
    })
    expect(provider.chainId).toBe(13_370)
  })

  test('mainnet as the default chain (the app’s fallback): mainnet first for the provider', async () => {
    // The app puts mainnet first when the chain it is asked for is not
    // configured (apps/web's `orderChains`); the provider follows the order.
    const config = createLatchConfig({
      appName: 'Latch',
      appUrl: origin,
      chains: [mainnet, ...devnetChains(origin)],
      storage: null,
      walletConnectProjectId: 'latch-test-project',
    })
    const { provider } = await loadConnector(config)
    expect(provider.chainId).toBe(1)
  })
})

describe('switching through WalletConnect (seed §4)', () => {
  test('a peer that cannot switch: switch-not-supported, before any wallet request', async () => {
    const { connector, provider } = await loadWalletConnect()
    const request = vi.spyOn(provider, 'request')
    provider.signer.session = walletConnectSession({
      peerName: 'Trust Wallet',
      chains: ['eip155:13370'],
    })
    // The session the rule reads is the one the SDK's signer holds.
    expect(provider.session).toBe(provider.signer.session)
    const error = await connector.switchChain!({ chainId: 13_371 }).catch(
      (error) => error,
    )
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Switch the network in your wallet to Latch Devnet 2."`,
    )
    expect(request).not.toHaveBeenCalled()
    provider.signer.session = undefined
  })
})

describe('WalletConnect’s stored session is removed on disconnect (seed §4)', () => {
  test('v1’s "walletconnect" item and v2’s session entries go; others stay', async () => {
    const { connector, provider } = await loadWalletConnect()
    const store = provider.signer.client.core.storage
    const session = walletConnectSession({
      peerName: 'Rainbow',
      chains: ['eip155:13370'],
    })
    await store.setItem('wc@2:client:0.3//session', [session])
    await store.setItem(
      'wc@2:universal_provider:/namespaces',
      session.namespaces,
    )
    await store.setItem('wc@2:ethereum_provider:/chainId', 13_370)
    await store.setItem('wc@2:core:0.3//keychain', { clientSeed: 'x' })
    localStorage.setItem('walletconnect', '{"connected":true}')
    localStorage.setItem('wc@2:ethereum_provider:/chainId', '13370')
    for (const key of ['theme', '-walletlink:https://www.walletlink.org:x'])
      localStorage.setItem(key, 'x')

    await connector.disconnect()

    expect(await store.getItem('wc@2:client:0.3//session')).toBeUndefined()
    expect(
      await store.getItem('wc@2:universal_provider:/namespaces'),
    ).toBeUndefined()
    expect(
      await store.getItem('wc@2:ethereum_provider:/chainId'),
    ).toBeUndefined()
    // The relay client's identity is WalletConnect's, not the session's.
    expect(await store.getItem('wc@2:core:0.3//keychain')).toEqual({
      clientSeed: 'x',
    })
    expect(
      Object.keys(localStorage)
        .filter((key) => !key.startsWith('wagmi.'))
        .sort(),
    ).toEqual(['-walletlink:https://www.walletlink.org:x', 'theme'])
  })
})
