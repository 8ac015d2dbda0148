import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FullConfig } from '@playwright/test'
import { preview } from 'vite'
import { startDevnetApp } from '../apps/web/scripts/startDevnetApp.ts'
import { webVite } from '../apps/web/scripts/webVite.ts'
import { productionBuild } from '../test/productionBuild.ts'

/**
 * Starts one devnet (a devnet build behind the preview server, two anvil
 * chains with fixtures) for the whole run, and a production build on
 * loopback: the states only production shows (no wallet installed,
 * WalletConnect not configured). URLs and chains reach the workers through
 * the environment. Returns the teardown.
 */
export default async function globalSetup(_: FullConfig) {
  // Builds of this run's own: another run (screenshots, a second test run)
  // rebuilding a shared folder would pull the assets from under the pages.
  const builds = mkdtempSync(join(tmpdir(), 'latch-e2e-'))
  let removeProduction = () => {}
  const devnet = await startDevnetApp({
    serve: 'preview',
    outDir: join(builds, 'devnet'),
  })
  try {
    // In `npm test`, the build the unit tests' run already made.
    const { outDir, remove } = await productionBuild()
    removeProduction = remove
    const production = await preview({
      ...webVite,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    })
    process.env.LATCH_URL = devnet.url
    process.env.LATCH_PRODUCTION_URL =
      production.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    process.env.LATCH_CHAINS = JSON.stringify(devnet.chains)
    // The relay's own loopback URL, for wallet peers in the test process.
    process.env.LATCH_RELAY_URL = devnet.relayUrl
    // The paymaster service's own loopback URL: tests script its answers
    // for their own accounts (`devnet_setPaymasterPolicy`).
    process.env.LATCH_PAYMASTER_URL =
      devnet.accountAbstraction?.paymasterUrl ?? ''
    return async () => {
      await production.close()
      await devnet.stop()
      removeProduction()
      rmSync(builds, { recursive: true, force: true })
    }
  } catch (error) {
    await devnet.stop()
    removeProduction()
    rmSync(builds, { recursive: true, force: true })
    throw error
  }
}
