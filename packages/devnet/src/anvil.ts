import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from './freePort.ts'

/** Where npm put the anvil binary (`@foundry-rs/anvil` ships it in a platform package). */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

export type StartAnvilParameters = {
  chainId: number
  /** A fixed port; by default a free loopback port is picked. */
  port?: number | undefined
  /** Seconds between blocks; by default a block is mined per transaction. */
  blockTime?: number | undefined
}

export type Anvil = {
  chainId: number
  port: number
  rpcUrl: string
  wsUrl: string
  pid: number
  stop: () => Promise<void>
}

/** Starts an anvil node on loopback and resolves once it accepts requests. */
export async function startAnvil(
  parameters: StartAnvilParameters,
): Promise<Anvil> {
  const { chainId, blockTime } = parameters
  const port = parameters.port ?? (await freePort())
  const args = ['--host', '127.0.0.1', '--port', String(port)]
  args.push('--chain-id', String(chainId), '--silent')
  if (blockTime) args.push('--block-time', String(blockTime))

  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  child.stdout?.resume()

  const watchdog = watch(child)

  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilReady({ child, rpcUrl, stderr: () => stderr, port })
  } finally {
    if (child.exitCode !== null || child.signalCode !== null) watchdog?.kill()
  }
  return {
    chainId,
    port,
    rpcUrl,
    wsUrl: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      watchdog?.kill('SIGKILL')
      await stopProcess(child)
    },
  }
}

// anvil would outlive a parent that dies without stop() (SIGKILL, a crash,
// process.exit). A shell reads a pipe from this process and never gets a
// line: when the kernel closes the pipe with this process, however it ends,
// the read returns and the shell stops anvil. Windows has no such shell.
function watch(child: ChildProcess): ChildProcess | undefined {
  if (process.platform === 'win32' || !child.pid) return undefined
  const watchdog = spawn(
    '/bin/sh',
    ['-c', 'read _; kill -TERM "$0" 2>/dev/null', String(child.pid)],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  )
  watchdog.on('error', () => {})
  // An anvil that ended by itself: its pid may be another process's soon.
  child.once('exit', () => watchdog.kill('SIGKILL'))
  // It must not keep a parent that is done from exiting.
  watchdog.unref()
  ;(watchdog.stdin as { unref?: () => void } | null)?.unref?.()
  return watchdog
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
      try {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
        })
        if (response.ok) return
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    child.kill('SIGKILL')
    throw new Error(`anvil did not answer on ${rpcUrl} within 15 s`)
  })()
  await Promise.race([ready, exited])
  // From here on an exit is the caller's business (stop), not a start failure.
  exited.catch(() => {})
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
