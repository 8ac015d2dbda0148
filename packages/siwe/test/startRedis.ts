import { spawn } from 'node:child_process'
import { freePort } from '@latch/devnet'
import { createClient } from 'redis'

/** A `redis-server` of the tests' own, on a free loopback port. */
export type TestRedis = {
  url: string
  pid: number
  stop: () => Promise<void>
}

/**
 * Starts Debian's `redis-server` on a free loopback port, without
 * persistence, and resolves once it answers PING; `stop` ends it by pid.
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited (${code}):\n${output}`)),
    )
  })
  const url = `redis://127.0.0.1:${port}`
  const ready = (async () => {
    for (let attempt = 0; ; attempt++) {
      const client = createClient({ url, socket: { reconnectStrategy: false } })
      client.on('error', () => {})
      try {
        await client.connect()
        await client.ping()
        await client.close()
        return
      } catch (error) {
        client.destroy()
        if (attempt > 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  })()
  await Promise.race([ready, exited])
  exited.catch(() => {})
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        process.kill(child.pid!, 'SIGTERM')
      }),
  }
}
