import type { LatchConfig } from '@latch/core'
import { siteConfig } from './siteConfig.ts'

/**
 * Set by the site's build (astro.config.ts): true in `npm run docs:dev` and
 * in the site's test build, false in the deployed site, whose bundle then
 * holds no devnet code.
 */
declare const __LATCH_DOCS_DEVNET__: boolean

let config: Promise<LatchConfig> | undefined

/**
 * The page's one Latch config, shared by its islands: on the devnet (the
 * Dev wallet announced, the chains behind the page's own origin) in
 * development and in the site's test, else the visitor's own wallets.
 */
export function loadSiteConfig(): Promise<LatchConfig> {
  config ??= __LATCH_DOCS_DEVNET__
    ? import('./installDevWallet.ts').then(({ installDevWallet }) =>
        siteConfig({ chains: installDevWallet() }),
      )
    : Promise.resolve(siteConfig())
  return config
}
