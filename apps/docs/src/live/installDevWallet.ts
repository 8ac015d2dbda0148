import {
  announceProvider,
  createDevWallet,
  devnetChains,
} from '@latch/devnet/browser'
import type { Chain } from 'viem'

/**
 * Development and the site's test only: the Dev wallet announced over
 * EIP-6963 as a browser extension is, on the devnet's chains (behind the
 * page's own origin: `npm run docs:dev` proxies them). Returns the chains.
 */
export function installDevWallet(): readonly [Chain, ...Chain[]] {
  const chains = devnetChains(window.location.origin)
  const wallet = createDevWallet({
    chains: chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
    })),
    info: { name: 'Dev wallet', rdns: 'dev.latch.devwallet' },
    persist: true,
  })
  announceProvider(wallet, window)
  return chains
}
