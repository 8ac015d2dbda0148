import { installDevnet } from './app/installDevnet.ts'
import { start } from './app/start.tsx'

// The devnet build's entry (`vite --mode devnet`); production never imports it.
start(installDevnet(location.origin))
