/** What a devnet start script starts: the page, its chains, and how to stop it all. */
export type ServedDevnetApp = {
  url: string
  chains: readonly { name: string; id: number; rpcUrl: string }[]
  stop: () => Promise<void>
}

/**
 * `npm start` and `npm run dev:next`: starts the devnet and the app, says
 * where they are, and stops everything on Ctrl-C (or SIGTERM); a failure to
 * start says what failed and exits 1.
 */
export async function serveUntilStopped({
  name,
  start,
  hints = [],
}: {
  /** "Latch" or "Latch on Next.js", as the first line says. */
  name: string
  start: () => Promise<ServedDevnetApp>
  /** Lines printed after the first hint, each given the page's URL. */
  hints?: readonly ((url: string) => string)[] | undefined
}): Promise<void> {
  const began = performance.now()
  let app: ServedDevnetApp
  try {
    app = await start()
  } catch (error) {
    console.error(
      `\n${name} could not start its devnet: ${error instanceof Error ? error.message : error}`,
    )
    process.exit(1)
  }
  const seconds = ((performance.now() - began) / 1_000).toFixed(2)
  console.log(
    `\n${name} is running at ${app.url}  (devnet ready in ${seconds} s)\n`,
  )
  for (const chain of app.chains)
    console.log(`  ${chain.name} (chain ${chain.id}): ${chain.rpcUrl}`)
  console.log('\nPick "Dev wallet" in the connect dialog.')
  for (const hint of hints) console.log(hint(app.url))
  console.log('Ctrl-C stops everything.')
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
