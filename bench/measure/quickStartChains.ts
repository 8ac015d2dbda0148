// The quick-start app's chains (copied into its generated `src/` by
// `buildQuickStart.ts`, in place of the README's `[mainnet, base]`): the list
// every peer app uses (`bench/peers/*/src/chains.ts`), the devnet's first, so
// the test wallet's chain is a supported one as in every other column. Runs in
// the page: the devnet nodes are reached through the page's own origin.

import { type Chain, defineChain } from 'viem'
import { arbitrum, base, mainnet, optimism, sepolia } from 'viem/chains'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpc = (id: number) => `${location.origin}/devnet/rpc/${id}`

const devnet = defineChain({
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

const devnet2 = defineChain({
  id: 13_371,
  name: 'Latch Devnet 2',
  nativeCurrency,
  rpcUrls: { default: { http: [rpc(13_371)] } },
  testnet: true,
})

export const benchChains = [
  devnet,
  mainnet,
  sepolia,
  base,
  optimism,
  arbitrum,
  devnet2,
] as const satisfies readonly [Chain, ...Chain[]]

/**
 * Names from the devnet's ENS (the test wallet's account is `alice.eth`
 * there), as in the Latch column: by default Latch reads them on mainnet when
 * mainnet is configured, whose public RPC is off the machine (blocked here).
 */
export const benchEnsChainId = devnet.id
