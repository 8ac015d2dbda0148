import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Servers running in a child process, as `forkServers` started them. */
export type ForkedServers<ports> = {
  /** What the child sent once listening. */
  ports: ports
  /** Why the child ended (its code or signal, and its stderr), while it runs `undefined`. */
  exited: () => string | undefined
  /** Ends the child (SIGTERM) and waits for it; nothing if it has ended. */
  stop: () => Promise<void>
}

/**
 * Runs `module` (a file that starts servers and `process.send`s their
 * ports) in a Node process of its own, through tsx: a throw or a rejected
 * promise out of a server ends that process, not the test runner, and the
 * test reads it with `exited()`.
 */
export async function forkServers<ports>(
  module: URL,
): Promise<ForkedServers<ports>> {
  const child = fork(fileURLToPath(module), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  let stderr = ''
  let exited: string | undefined
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `the servers exited (${code ?? signal}): ${stderr.slice(0, 2_000)}`
      resolve()
    }),
  )
  const ports = await new Promise<ports>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ports))
    child.once('exit', () => reject(new Error(exited)))
  })
  return {
    ports,
    exited: () => exited,
    async stop() {
      if (exited === undefined) child.kill('SIGTERM')
      await ended
    },
  }
}
