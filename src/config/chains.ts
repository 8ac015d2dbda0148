import { type Chain, defineChain } from 'viem'
import { arbitrum, mainnet, sepolia } from 'viem/chains'

// Base and OP Mainnet as Latch uses them: what viem defines for them less
// its OP-stack formatters and transaction serializers. Latch reads balances
// and names there and never serializes a deposit transaction, and viem's
// definitions would bring the serializers (and SHA-256 for blobs) into the
// first paint. `chains.test.ts` holds them to viem's own.

/** Base mainnet. */
export const base = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: {
      name: 'Basescan',
      url: 'https://basescan.org',
      apiUrl: 'https://api.basescan.org/api',
    },
  },
  contracts: {
    multicall3: {
      address: '0xca11bde05977b3631167028862be2a173976ca11',
      blockCreated: 5022,
    },
  },
})

/** OP Mainnet. */
export const optimism = defineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: {
      name: 'Optimism Explorer',
      url: 'https://optimistic.etherscan.io',
      apiUrl: 'https://api-optimistic.etherscan.io/api',
    },
  },
  contracts: {
    multicall3: {
      address: '0xca11bde05977b3631167028862be2a173976ca11',
      blockCreated: 4286263,
    },
  },
})

/** The public networks Latch offers, mainnet first (the seed's default). */
export const publicChains: readonly Chain[] = [
  mainnet,
  sepolia,
  base,
  optimism,
  arbitrum,
]

/** The node provider's host name for each public chain. */
const alchemyNetworks: Record<number, string> = {
  [mainnet.id]: 'eth-mainnet',
  [sepolia.id]: 'eth-sepolia',
  [base.id]: 'base-mainnet',
  [optimism.id]: 'opt-mainnet',
  [arbitrum.id]: 'arb-mainnet',
}

/** The node provider's URLs for a chain, when it serves that chain. */
export function alchemyRpcUrls(
  chainId: number,
  alchemyId: string,
): { http: readonly [string]; webSocket: readonly [string] } | undefined {
  const network = alchemyNetworks[chainId]
  if (!network) return undefined
  return {
    http: [`https://${network}.g.alchemy.com/v2/${alchemyId}`],
    webSocket: [`wss://${network}.g.alchemy.com/v2/${alchemyId}`],
  }
}

/**
 * The URL a chain is read through over HTTP: the node provider's when it is
 * configured, otherwise the chain's public RPC.
 */
export function httpRpcUrl(chain: Chain): string {
  return (chain.rpcUrls.alchemy ?? chain.rpcUrls.default).http[0]!
}

export type GetChainsParameters = {
  alchemyId?: string | undefined
  /** Chains of the embedded devnet, in devnet builds only. */
  devnetChains?: readonly Chain[] | undefined
}

/**
 * The configured chains, each carrying its public RPC URL and, with a node
 * provider key, the node provider's URLs (`rpcUrls.alchemy`).
 */
export function getChains(parameters: GetChainsParameters): readonly Chain[] {
  const { alchemyId, devnetChains = [] } = parameters
  const chains: Chain[] = publicChains.map((chain) => {
    const alchemy = alchemyId ? alchemyRpcUrls(chain.id, alchemyId) : undefined
    if (!alchemy) return chain
    return { ...chain, rpcUrls: { ...chain.rpcUrls, alchemy } }
  })
  return [...chains, ...devnetChains]
}

/**
 * The chain Latch starts on: the one asked for when it is configured,
 * otherwise mainnet (seed §5) as configured, node provider URLs included.
 */
export function getDefaultChain(
  chains: readonly Chain[],
  chainId: number | undefined,
): Chain {
  // viem's bare `mainnet` carries only the public RPC: the configured one
  // is what the providers must use.
  return (
    chains.find((chain) => chain.id === chainId) ??
    chains.find((chain) => chain.id === mainnet.id) ??
    mainnet
  )
}
