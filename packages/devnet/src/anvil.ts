import { type ChildProcess, spawn } from 'node:child_process'
import { readdir, readFile, readlink } from 'node:fs/promises'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { devnetRpcPath } from './chains/devnetChains.ts'
import { freePort } from './freePort.ts'
import { startRpcGate } from './startRpcGate.ts'
import { stopWithParent } from './stopWithParent.ts'

/** Where npm put the anvil binary (`@foundry-rs/anvil` ships it in a platform package). */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

export type StartAnvilParameters = {
  chainId: number
  /** A fixed port for `rpcUrl` and `wsUrl`; by default a free loopback port is picked. */
  port?: number | undefined
  /** Seconds between blocks; by default a block is mined per transaction. */
  blockTime?: number | undefined
  /**
   * The page origins let in besides Node clients (no `Origin`), e.g. a
   * happy-dom page's `window.location.origin`; see `isAllowedOrigin`. By
   * default no page reaches the node directly, only through a dev server's
   * proxy on its own origin.
   */
  origins?: readonly string[] | undefined
}

export type Anvil = {
  chainId: number
  /** The port of `rpcUrl` and `wsUrl`: the node's gate, not anvil's own. */
  port: number
  /** JSON-RPC over HTTP, at `/` and at `devnetRpcPath(chainId)`. */
  rpcUrl: string
  /** JSON-RPC over WebSocket, same paths. */
  wsUrl: string
  pid: number
  stop: () => Promise<void>
}

/**
 * Starts an anvil node on loopback, behind a gate that lets in Node clients
 * and the pages of `origins` only, and resolves once it accepts requests.
 */
export async function startAnvil(
  parameters: StartAnvilParameters,
): Promise<Anvil> {
  const { chainId, blockTime, origins } = parameters
  // anvil unlocks its accounts to anyone who reaches it and lets any page
  // read its answers and open its WebSocket. Its own port is handed to no
  // one; the gate in front of it, in this process, is the only door. It is
  // bound first, so that anvil's free port cannot be the gate's.
  const nodes: Record<string, string> = {}
  const gate = await startRpcGate({
    nodes,
    origins,
    port: parameters.port,
  }).catch((error: Error) => {
    throw new Error(
      `the node's port ${parameters.port} could not be opened: ${error.message}`,
    )
  })
  try {
    const args = ['--host', '127.0.0.1', '--no-cors']
    args.push('--chain-id', String(chainId), '--silent')
    if (blockTime) args.push('--block-time', String(blockTime))
    const { anvil, node } = await spawnOnFreePort(args)
    nodes['/'] = node
    // Where a dev server's proxy sends the node's path, kept.
    nodes[devnetRpcPath(chainId)] = node
    return {
      chainId,
      port: gate.port,
      rpcUrl: gate.url,
      wsUrl: gate.url.replace(/^http/, 'ws'),
      pid: anvil.pid,
      stop: async () => {
        await gate.stop()
        await anvil.stop()
      },
    }
  } catch (error) {
    await gate.stop()
    throw error
  }
}

/**
 * anvil on a port that was free when picked. Another process (another test's
 * anvil) may bind it before anvil does: this anvil then exits, or, worse, the
 * other one answers in its stead. Either way it is tried again on another
 * port; on Linux, `/proc` says who listens. (Exported for its test only.)
 */
export async function spawnOnFreePort(
  args: readonly string[],
  pickPort: () => Promise<number> = freePort,
): Promise<{
  anvil: { pid: number; stop: () => Promise<void> }
  node: string
}> {
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    const port = await pickPort()
    const node = `http://127.0.0.1:${port}`
    let anvil: { pid: number; stop: () => Promise<void> }
    try {
      anvil = await spawnAnvil({
        args: [...args, '--port', String(port)],
        node,
        port,
      })
    } catch (error) {
      if (attempt < attempts && /address already in use/i.test(String(error)))
        continue
      throw error
    }
    if ((await listensOn(anvil.pid, port)) !== false) return { anvil, node }
    await anvil.stop()
    if (attempt === attempts)
      throw new Error(
        `anvil could not start: another process bound each of the ${attempts} free ports picked for it first`,
      )
  }
}

/**
 * Whether process `pid` is the one listening on loopback `port`, read from
 * `/proc`; `undefined` where there is none (not Linux).
 */
async function listensOn(
  pid: number,
  port: number,
): Promise<boolean | undefined> {
  if (process.platform !== 'linux') return undefined
  const table = await readFile('/proc/net/tcp', 'utf8').catch(() => undefined)
  if (table === undefined) return undefined
  // Each line: slot, local address:port (hex), remote, state (0A: listen),
  // …, the socket's inode (10th field).
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  const sockets = new Set(
    table
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(local) && fields[3] === '0A')
      .map((fields) => `socket:[${fields[9]}]`),
  )
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => [])
  for (const fd of fds)
    if (sockets.has(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')))
      return true
  return false
}

async function spawnAnvil({
  args,
  node,
  port,
}: {
  args: string[]
  node: string
  port: number
}): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  child.stdout?.resume()

  const watchdog = stopWithParent(child)

  try {
    await waitUntilReady({ child, rpcUrl: node, stderr: () => stderr, port })
  } finally {
    if (child.exitCode !== null || child.signalCode !== null) watchdog?.kill()
  }
  return {
    pid: child.pid!,
    stop: async () => {
      watchdog?.kill('SIGKILL')
      await stopProcess(child)
    },
  }
}

async function waitUntilReady({
  child,
  rpcUrl,
  stderr,
  port,
}: {
  child: ChildProcess
  rpcUrl: string
  stderr: () => string
  port: number
}) {
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `anvil exited before it was ready (port ${port}, code ${code ?? signal}): ${stderr().trim() || 'no output'}`,
        ),
      ),
    )
    child.once('error', (error) =>
      reject(new Error(`anvil could not start: ${error.message}`)),
    )
  })
  const deadline = Date.now() + 15_000
  const ready = (async () => {
    while (Date.now() < deadline) {
      if (await answers(rpcUrl)) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    child.kill('SIGKILL')
    throw new Error(`anvil did not answer on ${rpcUrl} within 15 s`)
  })()
  await Promise.race([ready, exited])
  // From here on an exit is the caller's business (stop), not a start failure.
  exited.catch(() => {})
}

// Node's own HTTP, not `fetch`: in a happy-dom test, `fetch` is the page's,
// and anvil answers no page.
function answers(rpcUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const sent = request(
      rpcUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        answer.resume()
        resolve(answer.statusCode === 200)
      },
    )
    sent.on('error', () => resolve(false))
    sent.end('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}')
  })
}

/** Stops a child process by its pid: SIGTERM, then SIGKILL after 2 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
