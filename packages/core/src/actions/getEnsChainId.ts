import type { Config } from '@wagmi/core'
import type { LatchConfig } from '../config/createLatchConfig.ts'

/**
 * The chain on which the ENS names of an account on `chainId` are looked up
 * (`createLatchConfig`'s `ensChainId`); for a config that is wagmi's alone,
 * Ethereum mainnet when it is configured. `undefined`: nowhere.
 */
export function getEnsChainId(
  config: Config,
  chainId: number,
): number | undefined {
  const latch = (config as Partial<LatchConfig>).latch
  if (latch) return latch.ensChainId(chainId)
  return config.chains.some((chain) => chain.id === 1) ? 1 : undefined
}
