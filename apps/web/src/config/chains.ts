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
export const publicChains = [
  mainnet,
  sepolia,
  base,
  optimism,
  arbitrum,
] as const

/** One of the public networks Latch offers. */
export type PublicChain = (typeof publicChains)[number]

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
): { http: string; webSocket: string } | undefined {
  const network = alchemyNetworks[chainId]
  if (!network) return undefined
  return {
    http: `https://${network}.g.alchemy.com/v2/${alchemyId}`,
    webSocket: `wss://${network}.g.alchemy.com/v2/${alchemyId}`,
  }
}

/**
 * The chains in the order Latch offers them: the one asked for first when it
 * is configured, otherwise mainnet (seed §5: the default chain, and the
 * fallback "for the providers", who take the first chain).
 */
export function orderChains<const chains extends readonly [Chain, ...Chain[]]>(
  chains: chains,
  chainId: number | undefined,
): readonly [chains[number], ...chains[number][]] {
  const first =
    chains.find((chain) => chain.id === chainId) ??
    chains.find((chain) => chain.id === mainnet.id) ??
    chains[0]
  return [first, ...chains.filter((chain) => chain !== first)]
}
