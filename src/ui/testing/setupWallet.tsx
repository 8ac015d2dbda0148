import { type RenderResult, render } from '@testing-library/react'
import {
  type Config,
  type Connector,
  type CreateConnectorFn,
  connect,
  createConfig,
  createStorage,
  injected,
} from '@wagmi/core'
import type { ReactNode } from 'react'
import { type Chain, custom, defineChain, numberToHex, parseEther } from 'viem'
import { sepolia } from 'viem/chains'
import {
  createDevWallet,
  type DevWallet,
} from '../../../devnet/wallet/createDevWallet.ts'
import { devWalletIcon } from '../../../devnet/wallet/devWalletIcon.ts'
import { Providers } from '../../app/Providers.tsx'
import { createPersistOptions, createQueryClient } from '../../config/query.ts'
import type { LatchConfig } from '../../config/wagmi.ts'
import { coinbaseWallet } from '../../wallet/connectors/coinbaseWallet.ts'
import { walletConnect } from '../../wallet/connectors/walletConnect.ts'

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
}

export type WalletSetup = {
  config: Config
  latch: LatchConfig
  wallet: DevWallet
  connector: Connector | undefined
  queryClient: ReturnType<typeof createQueryClient>
  /** Renders `ui` inside the app's providers. */
  render: (ui: ReactNode) => RenderResult
}

/**
 * A real wagmi config for component tests: the wallet is the project's dev
 * wallet (a real EIP-1193 provider that signs with anvil's first key, and
 * that tests script through `wallet.control`), reads go to an in-memory node.
 */
export async function setupWallet(
  parameters: SetupWalletParameters = {},
): Promise<WalletSetup> {
  const chains = [testChain, testChain2, unknownToWallet] as const
  const wallet = createDevWallet({
    chains: [
      { id: testChain.id, name: testChain.name, rpcUrl: 'http://127.0.0.1:9' },
      {
        id: testChain2.id,
        name: testChain2.name,
        rpcUrl: 'http://127.0.0.1:9',
      },
      { ...unsupportedChain, rpcUrl: 'http://127.0.0.1:9' },
    ],
    info: testWalletInfo,
  })
  const injectedWallet = injected({
    target: {
      id: testWalletInfo.rdns,
      name: testWalletInfo.name,
      icon: testWalletInfo.icon,
      provider: () => wallet.provider as never,
    },
  })
  const memory = new Map<string, string>()
  const config = createConfig({
    chains,
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, custom(testNode(chain.id))]),
    ) as Record<(typeof chains)[number]['id'], ReturnType<typeof custom>>,
    connectors: parameters.wallet === false ? [] : [injectedWallet],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => {
          memory.set(key, value)
        },
        removeItem: (key) => {
          memory.delete(key)
        },
      },
    }),
  })
  if (parameters.recentConnectorId)
    await config.storage?.setItem(
      'recentConnectorId',
      parameters.recentConnectorId,
    )
  const latch: LatchConfig = {
    config,
    lazyConnectors: [
      coinbaseWallet({ appName: 'Latch' }),
      parameters.walletConnect
        ? {
            id: 'walletConnect',
            name: 'WalletConnect',
            configured: true,
            load: async () => parameters.walletConnect!,
          }
        : walletConnect({
            appName: 'Latch',
            origin: 'http://127.0.0.1',
            projectId: parameters.walletConnectProjectId,
          }),
    ],
    announcedWallets: () => [],
  }
  const connector = config.connectors[0]
  if (parameters.connected && connector) await connect(config, { connector })
  const queryClient = createQueryClient()
  return {
    config,
    latch,
    wallet,
    connector,
    queryClient,
    render: (ui) =>
      render(
        <Providers
          latch={latch}
          queryClient={queryClient}
          persistOptions={createPersistOptions(undefined)}
        >
          {ui}
        </Providers>,
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
