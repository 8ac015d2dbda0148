import { type Config, createConfig, createStorage } from '@wagmi/core'
import { type Chain, fallback, http, type Transport, webSocket } from 'viem'
import { addConnector } from '../wallet/connectors/addConnector.ts'
import { coinbaseWallet } from '../wallet/connectors/coinbaseWallet.ts'
import { injectedWallet } from '../wallet/connectors/injectedWallet.ts'
import type { LazyConnector } from '../wallet/connectors/lazy.ts'
import {
  type WalletConnectParameters,
  walletConnect,
} from '../wallet/connectors/walletConnect.ts'
import {
  type AnnouncedWallet,
  watchAnnouncedWallets,
} from '../wallet/connectors/watchAnnouncedWallets.ts'
import { APP_NAME } from './app.ts'
import { getChains, getDefaultChain, httpRpcUrl } from './chains.ts'
import type { Env } from './env.ts'

export type CreateLatchConfigParameters = {
  env: Env
  /** The page's origin (`location.origin`). */
  origin: string
  /** Where wagmi persists its connection state; none in tests that want none. */
  storage?: Storage | undefined
  /** The embedded devnet, in devnet builds only. */
  devnet?: DevnetSetup | undefined
}

/** What a devnet build adds: its chains (the first is the default) and relay. */
export type DevnetSetup = {
  chains: readonly [Chain, ...Chain[]]
  walletConnect: {
    projectId: string
    relayUrl: string
    /** The SDK's store; its own by default (see `walletConnect`). */
    storage?: WalletConnectParameters['storage']
  }
}

export type LatchConfig = {
  config: Config
  /** The wallet options loaded on first use, in the order they are offered. */
  lazyConnectors: readonly LazyConnector[]
  /** The wallets announced over EIP-6963 so far, in the order they came. */
  announcedWallets: () => readonly AnnouncedWallet[]
}

/**
 * Builds the wagmi config: chains (default first), transports, connectors.
 * Every connector is wagmi's own under Latch's rules (`latchConnector`),
 * EIP-6963 wallets included: Latch discovers them itself, since wagmi's
 * discovery would register unwrapped connectors.
 */
export function createLatchConfig(
  parameters: CreateLatchConfigParameters,
): LatchConfig {
  const { env, origin, storage, devnet } = parameters
  const all = getChains({
    alchemyId: env.alchemyId,
    devnetChains: devnet?.chains,
  })
  const defaultChain = getDefaultChain(all, env.chainId ?? devnet?.chains[0].id)
  const chains = [
    defaultChain,
    ...all.filter((chain) => chain.id !== defaultChain.id),
  ] as [Chain, ...Chain[]]

  const config = createConfig({
    chains,
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, createTransport(chain)]),
    ),
    connectors: [
      injectedWallet({
        target: {
          id: 'injected',
          name: 'Browser wallet',
          provider: (window) => window?.ethereum,
        },
      }),
    ],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: 'wagmi', storage }),
  })

  const announced: AnnouncedWallet[] = []
  if (typeof window !== 'undefined')
    watchAnnouncedWallets(window, (wallet) => {
      announced.push(wallet)
      // As wagmi does: the connector id is the wallet's rdns, and the first
      // wallet announced under an rdns keeps it.
      const { info, provider } = wallet
      addConnector(config, info.rdns, () =>
        injectedWallet({
          target: { id: info.rdns, name: info.name, icon: info.icon, provider },
        }),
      )
    })

  const lazyConnectors = [
    coinbaseWallet({ appName: APP_NAME }),
    walletConnect({
      appName: APP_NAME,
      origin,
      projectId: devnet?.walletConnect.projectId ?? env.walletConnectProjectId,
      rpcMap: Object.fromEntries(
        chains.map((chain) => [chain.id, httpRpcUrl(chain)]),
      ),
      relayUrl: devnet?.walletConnect.relayUrl,
      storage: devnet?.walletConnect.storage,
    }),
  ]
  return { config, lazyConnectors, announcedWallets: () => announced }
}

/** How long one node may take to answer before the next one is asked. */
export const nodeTimeout = 4_000

/**
 * The node provider over websocket, then over HTTP, then the chain's public
 * RPC; without a node provider, the public RPC alone. A node that refuses,
 * fails or hangs hands the request to the next within `nodeTimeout`, and
 * the first is asked again on the next request, so recovery is immediate.
 */
export function createTransport(chain: Chain): Transport {
  const publicRpc = http(chain.rpcUrls.default.http[0], {
    timeout: nodeTimeout,
  })
  const alchemy = chain.rpcUrls.alchemy
  if (!alchemy) return publicRpc
  return fallback(
    [
      webSocket(alchemy.webSocket?.[0], { timeout: nodeTimeout }),
      http(alchemy.http[0], { timeout: nodeTimeout }),
      publicRpc,
    ],
    { retryCount: 0 },
  )
}
