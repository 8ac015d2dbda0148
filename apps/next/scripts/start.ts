import { startNextDevnetApp } from './startNextDevnetApp.ts'

/** `npm run dev:next`: the embedded devnet and apps/next (`next dev`), until Ctrl-C. */
async function main() {
  const app = await startNextDevnetApp({ serve: 'dev' })
  console.log(`\nLatch on Next.js is running at ${app.url}\n`)
  for (const chain of app.chains)
    console.log(`  ${chain.name} (chain ${chain.id}): ${chain.rpcUrl}`)
  console.log(
    '\nPick "Dev wallet" in the connect dialog. Ctrl-C stops everything.',
  )
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(
    `\nThe devnet or Next.js could not start: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
})
