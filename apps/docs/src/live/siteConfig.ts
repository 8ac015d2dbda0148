import {
  createLatchConfig,
  injectedWallets,
  type LatchConfig,
} from '@latch/core'
import type { Chain } from 'viem'
import { base, mainnet } from 'viem/chains'

export type SiteConfigParameters = {
  /** The chains: mainnet and Base on the deployed site, the devnet's in development. */
  chains?: readonly [Chain, ...Chain[]] | undefined
  /** `null` at build time (the security headers): nothing stored. */
  storage?: null | undefined
}

/**
 * The live examples' Latch: the visitor's own browser wallets (EIP-6963),
 * nothing else, so the site reaches no wallet service and no
 * WalletConnect relay. The build computes the site's security headers
 * from it too.
 */
export function siteConfig(parameters: SiteConfigParameters = {}): LatchConfig {
  return createLatchConfig({
    appName: 'Latch docs',
    chains: parameters.chains ?? [mainnet, base],
    wallets: [injectedWallets()],
    ...(parameters.storage === null ? { storage: null } : {}),
  })
}
