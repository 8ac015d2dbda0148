import type { Config } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { publicChains } from '../../config/chains.ts'

/**
 * The chain on which names are looked up for an account on `chainId`: on
 * the public networks Ethereum mainnet, ENS's home (seed §4); on a chain of
 * our own with an ENS deployment (the devnet), that chain.
 */
export function getEnsChainId(config: Config, chainId: number): number {
  if (publicChains.some((x) => x.id === chainId)) return mainnet.id
  const chain = config.chains.find((x) => x.id === chainId)
  return chain?.contracts?.ensUniversalResolver ? chain.id : mainnet.id
}
