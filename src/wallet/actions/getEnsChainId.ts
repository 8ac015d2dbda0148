import type { Config } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { publicChains } from '../../config/chains.ts'

/**
 * The chain on which names are looked up for an account on `chainId`: on
 * the public networks Ethereum mainnet, ENS's home (seed §4); on a chain of
 * our own with an ENS deployment (the devnet), that chain; on any other
 * chain, the ENS of our own chains when there is one (so a devnet build
 * never leaves the machine for a name), else mainnet.
 */
export function getEnsChainId(config: Config, chainId: number): number {
  const isPublic = (id: number) => publicChains.some((x) => x.id === id)
  if (isPublic(chainId)) return mainnet.id
  const own = config.chains.filter(
    (x) => !isPublic(x.id) && x.contracts?.ensUniversalResolver,
  )
  return (own.find((x) => x.id === chainId) ?? own[0])?.id ?? mainnet.id
}
