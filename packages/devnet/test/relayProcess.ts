import { startRelay } from '../src/relay/startRelay.ts'

// A relay in a process of its own, for the tests that measure it: it sends
// its URL, then answers each 'measure' with what it holds after a full GC.
// Run with --expose-gc; it exits with its parent's IPC channel.
const relay = await startRelay()
process.send?.({ url: relay.url })
process.on('message', (message) => {
  if (message !== 'measure') return
  globalThis.gc?.()
  const { heapUsed, external, rss } = process.memoryUsage()
  process.send?.({ heapUsed, external, rss, stored: relay.stored() })
})
process.on('disconnect', () => process.exit(0))
