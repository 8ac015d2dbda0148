import { startDevnet } from '../src/startDevnet.ts'

// The devnet in a process of its own, for the test that kills it: it sends
// the process ids the devnet started, then runs until it is killed.
const devnet = await startDevnet()
process.send?.({ pids: devnet.pids })
setInterval(() => {}, 60_000)
