#!/usr/bin/env node
import { startDevnet } from './startDevnet.ts'

/** `npx latch-devnet`: the devnet's chains and relay on loopback, until Ctrl-C. */
async function main() {
  const devnet = await startDevnet()
  for (const chain of devnet.chains)
    console.log(`${chain.name} (chain ${chain.id}): ${chain.rpcUrl}`)
  console.log(`WalletConnect relay: ${devnet.relayUrl}`)
  console.log('Ctrl-C stops everything.')
  const stop = async () => {
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(
    `The devnet could not start: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
})
