/**
 * The Next.js app's `npm run dev` (scripts/dev.mjs): the devnet, then
 * `next dev` on 127.0.0.1 with the devnet's nodes and relay behind the
 * app's origin; `--port 0` takes a free port. Ctrl-C stops both.
 */
export function nextDevScript({ siwe }: { siwe: boolean }): string {
  const siweEnv = siwe
    ? `
  // Sign-In with Ethereum on the devnet: the page's origin, a secret made
  // for this run, the nodes the server verifies on.
  SIWE_ORIGIN: process.env.SIWE_ORIGIN ?? url,
  SIWE_SECRET: process.env.SIWE_SECRET ?? randomBytes(32).toString('base64'),
  LATCH_DEVNET_RPC_URLS: JSON.stringify(devnet.chains.map((x) => x.rpcUrl)),`
    : ''
  return `// npm run dev [-- --port <port>]: the devnet (two local chains with ENS and a
// demo token, a WalletConnect relay, all on loopback), then \`next dev\` on
// 127.0.0.1 with the devnet's nodes and relay behind the app's own origin
// (next.config.ts's rewrites). --port 0 takes a free port. Ctrl-C stops both.
import { spawn } from 'node:child_process'
${siwe ? "import { randomBytes } from 'node:crypto'\n" : ''}import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { startDevnet } from '@latch/devnet'

const at = process.argv.indexOf('--port')
let port = at > 0 ? Number(process.argv[at + 1]) : 3000
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port takes a port number (0 for a free one).')
  process.exit(2)
}
if (port === 0) port = await freePort()
const url = \`http://127.0.0.1:\${port}\`

// Next.js's rewrites send the node's Host: the devnet lets the page's
// origin in by name.
const devnet = await startDevnet({
  origins: [url, \`http://localhost:\${port}\`],
})
const env = {
  ...process.env,
  NEXT_PUBLIC_LATCH_DEVNET: '1',
  LATCH_DEVNET_PROXY: JSON.stringify(devnet.proxy),
  NEXT_TELEMETRY_DISABLED: '1',${siweEnv}
}
const next = spawn(
  process.execPath,
  [
    createRequire(import.meta.url).resolve('next/dist/bin/next'),
    'dev',
    '--hostname',
    '127.0.0.1',
    '--port',
    String(port),
  ],
  { env, stdio: ['inherit', 'pipe', 'inherit'] },
)
let ready = false
next.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (!ready && /Ready in/.test(String(chunk))) {
    ready = true
    void warmUp().then(() =>
      console.log(\`Ready on \${url} (the devnet's Dev wallet in the page)\`),
    )
  }
})

/**
 * \`next dev\` compiles a route on its first request: ask for the page${siwe ? ' and\n * the sign-in routes' : ''} once, so the first visitor (or test) does not wait.
 */
async function warmUp() {
  for (const path of ${siwe ? "['/', '/api/siwe/session']" : "['/']"})
    try {
      const response = await fetch(\`\${url}\${path}\`, {
        signal: AbortSignal.timeout(300_000),
      })
      await response.arrayBuffer()
    } catch {}
}

let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  if (next.exitCode === null && next.signalCode === null) {
    const exited = new Promise((resolve) => next.once('exit', resolve))
    next.kill('SIGTERM')
    await exited
  }
  await devnet.stop()
  process.exit(code)
}
process.once('SIGINT', () => void stop(130))
process.once('SIGTERM', () => void stop(143))
next.once('exit', (code) => void stop(code ?? 1))

/** A port nothing listens on now, on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
`
}
