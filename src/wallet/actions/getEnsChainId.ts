import type { Config } from '@wagmi/core'
import { mainnet } from 'viem/chains'

/**
 * The chain on which names are looked up for an account on `chainId`: the
 * chain itself when it has an ENS deployment of its own (the devnet), else
 * Ethereum mainnet, ENS's home.
 */
export function getEnsChainId(config: Config, chainId: number): number {
  const chain = config.chains.find((x) => x.id === chainId)
  return chain?.contracts?.ensUniversalResolver ? chain.id : mainnet.id
}
