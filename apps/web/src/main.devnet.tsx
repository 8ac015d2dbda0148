import { installDevnet } from './installDevnet.ts'
import { start } from './start.tsx'

// The devnet build's entry (`vite --mode devnet`); production never imports it.
start(installDevnet(location.origin))
