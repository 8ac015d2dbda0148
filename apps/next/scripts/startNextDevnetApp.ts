import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { type Devnet, startDevnet } from '@latch/devnet'
import { freePort } from '@latch/devnet/internal'

export type StartNextDevnetAppParameters = {
  /** `dev`: `next dev` (npm run dev:next); `start`: `next build`, then `next start` (tests). */
  serve: 'dev' | 'start'
  /** The app's port; by default a free one (3000 for `dev`). */
  port?: number | undefined
  /** `start` only: serve the last build as it is (its rewrites name the devnet's ports: see below). */
  skipBuild?: boolean | undefined
  /** Where Next.js writes its build (`distDir`, relative to apps/next); `.next` by default. */
  distDir?: string | undefined
  /** `start` only: skip Next's type check of the build (the repository's `tsc` covers the app). */
  skipTypeCheck?: boolean | undefined
}

export type NextDevnetApp = Omit<Devnet, 'proxy'> & {
  /** The app's URL. */
  url: string
  /** How long `next build` took, in ms (0 when skipped or `dev`). */
  buildMs: number
  /** Every process id started (the devnet's and Next.js's). */
  pids: readonly number[]
}

/** apps/next, where Next.js runs. */
export const nextAppDir = fileURLToPath(new URL('..', import.meta.url))
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

/**
 * apps/next on the embedded devnet: its nodes and relay behind the app's own
 * origin (`next.config.ts`'s rewrites, built from `LATCH_DEVNET_PROXY`), the
 * Dev wallet announced (`NEXT_PUBLIC_LATCH_DEVNET=1`). Next.js writes the
 * rewrites into its build, so a `start` builds after the devnet has its ports.
 */
export async function startNextDevnetApp(
  parameters: StartNextDevnetAppParameters,
): Promise<NextDevnetApp> {
  const { serve } = parameters
  const port = parameters.port ?? (serve === 'dev' ? 3000 : await freePort())
  const url = `http://127.0.0.1:${port}`
  // Next's proxy rewrites the Host to the node's: the devnet compares the
  // page's Origin with these instead.
  const devnet = await startDevnet({
    origins: [url, `http://localhost:${port}`],
  })
  const env = {
    ...process.env,
    NEXT_PUBLIC_LATCH_DEVNET: '1',
    LATCH_DEVNET_PROXY: JSON.stringify(devnet.proxy),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(parameters.distDir ? { LATCH_NEXT_DIST_DIR: parameters.distDir } : {}),
    ...(parameters.skipTypeCheck ? { LATCH_NEXT_SKIP_TYPECHECK: '1' } : {}),
  }
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map(stopChild))
    await devnet.stop()
  }
  try {
    let buildMs = 0
    if (serve === 'start' && !parameters.skipBuild) {
      const began = performance.now()
      await run(['build'], env)
      buildMs = performance.now() - began
    }
    const server = spawn(
      process.execPath,
      [
        nextBin,
        serve,
        nextAppDir,
        '--hostname',
        '127.0.0.1',
        '--port',
        String(port),
      ],
      // In the app's folder, as a developer runs it: the proxy reads the
      // static routes' built HTML from there (`staticScriptHashes`).
      { cwd: nextAppDir, env, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    children.push(server)
    // `next dev` compiles a page when it is first asked for: it is ready
    // once it says so; `next start` once it answers the page.
    if (serve === 'dev') await said(server, /Ready in/)
    else await ready(server, url)
    return {
      chains: devnet.chains,
      relayUrl: devnet.relayUrl,
      url,
      buildMs,
      pids: [...devnet.pids, server.pid!],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Runs `next <args>` in apps/next to its end; its output shown on failure only. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args, nextAppDir], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (x) => (output += x))
    child.stderr.on('data', (x) => (output += x))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`next ${args.join(' ')} failed (${code}):\n${output}`),
          ),
    )
  })
}

/** Resolves once the server prints `pattern`; rejects if it exits first. */
function said(server: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    server.stdout?.on('data', (chunk) => {
      output += chunk
      if (pattern.test(output)) resolve()
    })
    server.once('exit', (code) =>
      reject(new Error(`next exited (${code}):\n${output}`)),
    )
  })
}

/** Resolves once the server answers its home page; rejects if it exits first. */
async function ready(server: ChildProcess, url: string): Promise<void> {
  let exited: number | null | undefined
  server.on('exit', (code) => (exited = code))
  server.stdout?.resume()
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (exited !== undefined)
      throw new Error(`next exited (${exited}) before it answered ${url}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(60_000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`next did not answer ${url} in 120 s`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
  })
}
