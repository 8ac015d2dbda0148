import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { type Address, toHex } from 'viem'
import { stopProcess } from '../anvil.ts'
import { devnetAccountAbstractionContracts } from '../chains/devnetChains.ts'
import { freePort } from '../freePort.ts'
import { startRpcGate } from '../startRpcGate.ts'
import { stopWithParent } from '../stopWithParent.ts'
import { accountAbstractionAccounts } from './accountAbstractionAccounts.ts'
import { BundlerNotInstalledError } from './BundlerNotInstalledError.ts'
import { listenOnLoopback } from './listenOnLoopback.ts'

export type StartBundlerParameters = {
  /** The node the bundler reads and sends to (a devnet chain's `rpcUrl`). */
  rpcUrl: string
  /** The paths a dev server's proxy keeps, besides `/`, e.g. `/devnet/bundler/13370`. */
  paths?: readonly string[] | undefined
  /** The page origins let in besides Node clients; see `isAllowedOrigin`. */
  origins?: readonly string[] | undefined
}

export type Bundler = {
  /** The bundler's JSON-RPC (ERC-4337), behind the devnet's origin rule. */
  url: string
  /** The account that sends the bundles' transactions. */
  executor: Address
  pid: number
  stop: () => Promise<void>
}

/**
 * Starts a real ERC-4337 bundler (Pimlico's alto) for EntryPoint v0.8 on
 * loopback, in a child process, behind a gate that lets in Node clients and
 * the pages of `origins` only; resolves once it answers.
 */
export async function startBundler(
  parameters: StartBundlerParameters,
): Promise<Bundler> {
  const { rpcUrl, origins, paths = [] } = parameters
  const nodes: Record<string, string> = {}
  const gate = await startRpcGate({ nodes, origins })
  try {
    const { executor } = accountAbstractionAccounts()
    const bundler = await spawnOnFreePort(rpcUrl)
    nodes['/'] = bundler.url
    for (const path of paths) nodes[path] = bundler.url
    return {
      url: gate.url,
      executor: executor.address,
      pid: bundler.pid,
      stop: async () => {
        await gate.stop()
        await bundler.stop()
      },
    }
  } catch (error) {
    await gate.stop()
    throw error
  }
}

type Alto = { url: string; pid: number; stop: () => Promise<void> }

// alto on a port that was free when picked: another process may bind it
// first, and alto then exits; it is started again on another port, three
// times at most.
async function spawnOnFreePort(rpcUrl: string): Promise<Alto> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnAlto(rpcUrl, await freePort())
    } catch (error) {
      if (attempt < 3 && /EADDRINUSE/.test(String(error))) continue
      throw error
    }
  }
}

async function spawnAlto(rpcUrl: string, port: number): Promise<Alto> {
  const { executor, utility } = accountAbstractionAccounts()
  const url = `http://127.0.0.1:${port}/rpc`
  const args = [
    ...['--import', listenOnLoopback()],
    altoCli(),
    ...['--entrypoints', devnetAccountAbstractionContracts.entryPoint],
    ...['--rpc-url', rpcUrl, '--port', String(port)],
    ...['--executor-private-keys', privateKeyOf(executor)],
    ...['--utility-private-key', privateKeyOf(utility)],
    // anvil has no ERC-7562 tracer: the rules a public mempool enforces are
    // off, as on a private bundler.
    ...['--safe-mode', 'false'],
    // Polled for new blocks every 100 ms: anvil mines one per transaction.
    ...['--block-time', '100'],
    ...['--log-level', 'error'],
  ]
  const child = spawn(process.execPath, args, {
    // Nothing from this process's environment: alto reads ALTO_* options,
    // SENTRY_DSN (error reports sent off the machine) and a .env in its
    // working directory.
    // (Cast: Next.js's types, which apps/next checks this under, want a
    // NODE_ENV in every environment.)
    env: {
      PATH: process.env.PATH ?? '',
    } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
    cwd: tmpdir(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const watchdog = stopWithParent(child)
  const stop = async () => {
    watchdog?.kill('SIGKILL')
    await stopProcess(child)
  }
  // The last lines of its logs are enough to say why it stopped.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  try {
    await waitUntilReady({
      url,
      exited: new Promise<never>((_, reject) => {
        child.once('exit', (code, signal) =>
          reject(
            new Error(
              `The bundler (alto) exited before it was ready (port ${port}, code ${code ?? signal}): ${output.trim() || 'no output'}`,
            ),
          ),
        )
        child.once('error', (error) =>
          reject(new Error(`The bundler could not start: ${error.message}`)),
        )
      }),
    })
  } catch (error) {
    await stop()
    throw error
  }
  // Read no more: its logs would pile up in this process.
  child.stdout?.off('data', keep).resume()
  child.stderr?.off('data', keep).resume()
  return { url, pid: child.pid!, stop }
}

/** alto's CLI script; `resolve` is Node's, a parameter for its test. */
export function altoCli(
  resolve: (id: string) => string = createRequire(import.meta.url).resolve,
): string {
  let main: string
  try {
    main = resolve('@pimlico/alto')
  } catch (cause) {
    throw new BundlerNotInstalledError({ cause })
  }
  // The package's main entry is esm/index.js, which only runs its CLI.
  return main.replace(/index\.js$/, 'cli/alto.js')
}

function privateKeyOf(
  account: ReturnType<typeof accountAbstractionAccounts>['executor'],
) {
  return toHex(account.getHdKey().privateKey!)
}

// Loading alto and deploying its simulation contracts take seconds on a busy
// machine: asked every 100 ms, for 60 s at most.
async function waitUntilReady({
  url,
  exited,
}: {
  url: string
  exited: Promise<never>
}) {
  exited.catch(() => {})
  const deadline = Date.now() + 60_000
  const ready = (async () => {
    while (Date.now() < deadline) {
      if (await servesEntryPoint(url)) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`The bundler did not answer on ${url} within 60 s`)
  })()
  await Promise.race([ready, exited])
}

// Node's own HTTP, not `fetch` (a happy-dom test's `fetch` is the page's).
function servesEntryPoint(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const sent = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk) => {
          body += chunk
        })
        answer.on('end', () =>
          resolve(
            body
              .toLowerCase()
              .includes(
                devnetAccountAbstractionContracts.entryPoint.toLowerCase(),
              ),
          ),
        )
        answer.on('error', () => resolve(false))
      },
    )
    sent.on('error', () => resolve(false))
    sent.end(
      '{"jsonrpc":"2.0","id":1,"method":"eth_supportedEntryPoints","params":[]}',
    )
  })
}
