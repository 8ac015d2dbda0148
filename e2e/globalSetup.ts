import type { FullConfig } from '@playwright/test'
import { startDevnet } from '../devnet/startDevnet.ts'

/**
 * Starts one devnet (a devnet build behind the preview server, two anvil
 * chains with fixtures) for the whole run; its URL and chains reach the
 * workers through the environment. Returns the teardown.
 */
export default async function globalSetup(_: FullConfig) {
  const devnet = await startDevnet({ serve: 'preview' })
  process.env.LATCH_URL = devnet.url
  process.env.LATCH_CHAINS = JSON.stringify(devnet.chains)
  return () => devnet.stop()
}
