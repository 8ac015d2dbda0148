import { type Chain, defineChain } from 'viem'
import { arbitrum, base, mainnet, optimism, sepolia } from 'viem/chains'

// Latch's chains, the devnet's first (as in the bench's Latch build). The
// devnet nodes are reached through the page's own origin.
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpc = (id: number) => `${location.origin}/devnet/rpc/${id}`

export const devnet = defineChain({
  id: 13_370,
  name: 'Latch Devnet',
  nativeCurrency,
  rpcUrls: { default: { http: [rpc(13_370)] } },
  contracts: {
    ensUniversalResolver: {
      address: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
    },
  },
  testnet: true,
})

export const devnet2 = defineChain({
  id: 13_371,
  name: 'Latch Devnet 2',
  nativeCurrency,
  rpcUrls: { default: { http: [rpc(13_371)] } },
  testnet: true,
})

export const chains = [
  devnet,
  mainnet,
  sepolia,
  base,
  optimism,
  arbitrum,
  devnet2,
] as const satisfies readonly [Chain, ...Chain[]]

/** A dummy WalletConnect Cloud project id (nothing leaves the machine). */
export const projectId = '3fbb6bba6f1de962d911bb5b5c9dba88'

export const appName = 'Latch'
