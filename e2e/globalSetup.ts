import type { FullConfig } from '@playwright/test'
import { build, preview } from 'vite'
import { startDevnet } from '../devnet/startDevnet.ts'

/**
 * Starts one devnet (a devnet build behind the preview server, two anvil
 * chains with fixtures) for the whole run, and a production build on
 * loopback: the states only production shows (no wallet installed,
 * WalletConnect not configured). URLs and chains reach the workers through
 * the environment. Returns the teardown.
 */
export default async function globalSetup(_: FullConfig) {
  const devnet = await startDevnet({ serve: 'preview' })
  try {
    // Under dist/, which git and Biome already ignore.
    const outDir = 'dist/e2e-production'
    await build({
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    })
    const production = await preview({
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
    return async () => {
      await production.close()
      await devnet.stop()
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
