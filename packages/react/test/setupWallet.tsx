import {
  createLatchConfig,
  type LatchConfig,
  safeStorage,
  startLatch,
  type WalletList,
} from '@latch/core'
import { restoreSession } from '@latch/core/internal'
import {
  announceProvider,
  createDevWallet,
  type DevWallet,
  devWalletIcon,
} from '@latch/devnet/browser'
import { type RenderResult, render } from '@testing-library/react'
import { type Connector, type CreateConnectorFn, connect } from '@wagmi/core'
import type { ReactNode } from 'react'
import { type Chain, custom, defineChain, numberToHex, parseEther } from 'viem'
import { sepolia } from 'viem/chains'
import {
  LatchProvider,
  type LatchProviderProps,
} from '../src/LatchProvider.tsx'

/** The first test chain: it has an ENS deployment of its own, like the devnet. */
export const testChain = defineChain({
  id: 13_370,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/13370'] } },
  contracts: {
    ensUniversalResolver: {
      address: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
    },
  },
  testnet: true,
})

export const testChain2 = defineChain({
  id: 13_371,
  name: 'Latch Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/13371'] } },
  testnet: true,
})

/** A chain the app offers that the wallet does not know (it must add it). */
export const unknownToWallet: Chain = sepolia

/** A chain the wallet knows that the app does not offer. */
export const unsupportedChain = { id: 424_242, name: 'Elsewhere' }

/** The test wallet's EIP-6963 identity. */
export const testWalletInfo = {
  name: 'Test Wallet',
  rdns: 'dev.latch.testwallet',
  icon: devWalletIcon,
}

/** The balance the in-memory node reports for every account: 12.5 ETH. */
export const testBalance = parseEther('12.5')

export type SetupWalletParameters = {
  /** Connect before rendering. */
  connected?: boolean | undefined
  /** Offer the test wallet (as an EIP-6963 wallet); true by default. */
  wallet?: boolean | undefined
  /** The connector wagmi remembers as last used. */
  recentConnectorId?: string | undefined
  /** A WalletConnect project id; none (not configured) by default. */
  walletConnectProjectId?: string | undefined
  /** A stand-in for the WalletConnect connector (loaded when picked). */
  walletConnect?: CreateConnectorFn | undefined
  /** The wallets offered (`createLatchConfig`'s); its default list by default. */
  wallets?: WalletList | undefined
  /** An `iconUrl` for a chain of the config, by chain id. */
  iconUrls?: Record<number, string> | undefined
  /** A bundler for the first chain: the wallet then offers `paymasterService` there. */
  bundlerUrl?: string | undefined
  /** `createLatchConfig`'s paymaster services. */
  paymasters?: Record<number, string> | undefined
}

export type WalletSetup = {
  /** Latch's config (wagmi's config with Latch's state). */
  config: LatchConfig
  wallet: DevWallet
  /** The test wallet's connector (`undefined` with `wallet: false`). */
  connector: Connector | undefined
  /** The config's QueryClient, the one the rendered UI reads. */
  queryClient: LatchConfig['latch']['queryClient']
  /** Renders `ui` inside `LatchProvider` (with `props`, if any). */
  render: (
    ui: ReactNode,
    props?: Omit<LatchProviderProps, 'config' | 'children'>,
  ) => RenderResult
}

/**
 * Latch's real config (`createLatchConfig`) for component tests: the wallet
 * is the project's dev wallet (a real EIP-1193 provider that signs with
 * anvil's first key, and that tests script through `wallet.control`),
 * announced over EIP-6963; reads go to an in-memory node; the session is
 * kept in memory.
 */
export async function setupWallet(
  parameters: SetupWalletParameters = {},
): Promise<WalletSetup> {
  const withIcon = <chain extends Chain>(chain: chain): chain => {
    const iconUrl = parameters.iconUrls?.[chain.id]
    return iconUrl ? { ...chain, iconUrl } : chain
  }
  const chains = [
    withIcon(testChain),
    withIcon(testChain2),
    withIcon(unknownToWallet),
  ] as const
  const wallet = createDevWallet({
    chains: [
      {
        id: testChain.id,
        name: testChain.name,
        rpcUrl: 'http://127.0.0.1:9',
        bundlerUrl: parameters.bundlerUrl,
      },
      {
        id: testChain2.id,
        name: testChain2.name,
        rpcUrl: 'http://127.0.0.1:9',
      },
      { ...unsupportedChain, rpcUrl: 'http://127.0.0.1:9' },
    ],
    info: testWalletInfo,
  })
  // Announced while the config is created (it asks every wallet to
  // announce itself then), and only then: no later config sees it.
  const stopAnnouncing =
    parameters.wallet === false ? () => {} : announceProvider(wallet, window)
  const config = (() => {
    try {
      return createLatchConfig({
        appName: 'Latch',
        chains,
        wallets: parameters.wallets,
        transports: Object.fromEntries(
          chains.map((chain) => [chain.id, custom(testNode(chain.id))]),
        ),
        walletConnectProjectId:
          parameters.walletConnectProjectId ??
          (parameters.walletConnect ? 'latch-test' : undefined),
        storage: safeStorage(() => undefined), // memory only
        paymasters: parameters.paymasters,
      })
    } finally {
      stopAnnouncing()
    }
  })()
  if (parameters.walletConnect) {
    const standIn = parameters.walletConnect
    config.latch.wallets = config.latch.wallets.map((descriptor) =>
      descriptor.id === 'walletConnect'
        ? {
            ...descriptor,
            unavailable: undefined,
            connector: { eager: false, load: async () => standIn },
          }
        : descriptor,
    )
  }
  if (parameters.recentConnectorId)
    await config.storage?.setItem(
      'recentConnectorId',
      parameters.recentConnectorId,
    )
  // Latch starts as a page does, and has read the stored state (nothing to
  // restore) before the visitor connects: rendering then shows the
  // connection as it is, without restoring it again.
  startLatch(config, { target: new EventTarget() })()
  await restoreSession(config)
  const connector = config.connectors.find((x) => x.id === testWalletInfo.rdns)
  if (parameters.connected && connector) await connect(config, { connector })
  return {
    config,
    wallet,
    connector,
    queryClient: config.latch.queryClient,
    render: (ui, props) =>
      render(
        <LatchProvider {...props} config={config}>
          {ui}
        </LatchProvider>,
      ),
  }
}

/** The reads the UI makes, answered in memory; anything else fails. */
function testNode(chainId: number) {
  return {
    async request({ method }: { method: string; params?: unknown }) {
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'eth_blockNumber':
          return '0x1'
        case 'eth_getBalance':
          return numberToHex(testBalance)
        default:
          throw new Error(`The test node does not answer ${method}.`)
      }
    },
  }
}
