import { startDevnet } from '../src/startDevnet.ts'

// The devnet in a process of its own, for the test that kills it: it sends
// the process ids the devnet started, then runs until it is killed. With
// `--account-abstraction`, the bundler too.
const devnet = await startDevnet({
  accountAbstraction: process.argv.includes('--account-abstraction'),
})
process.send?.({ pids: devnet.pids })
setInterval(() => {}, 60_000)
