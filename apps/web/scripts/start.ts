import { startDevnetApp } from './startDevnetApp.ts'

/** `npm start`: the embedded devnet and the app, until Ctrl-C. */
async function main() {
  const began = performance.now()
  const devnet = await startDevnetApp({ serve: 'dev' })
  const seconds = ((performance.now() - began) / 1_000).toFixed(2)
  console.log(
    `\nLatch is running at ${devnet.url}  (devnet ready in ${seconds} s)\n`,
  )
  for (const chain of devnet.chains)
    console.log(`  ${chain.name} (chain ${chain.id}): ${chain.rpcUrl}`)
  console.log(
    '\nPick "Dev wallet" in the connect dialog. Ctrl-C stops everything.',
  )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(
    `\nThe devnet could not start: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
})
