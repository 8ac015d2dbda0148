import { spawn } from 'node:child_process'
import { freePort } from '@latch/devnet/internal'
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
 * A port picked free may be bound by another process (another test's
 * redis) before this one binds it: the one that answers must be this one
 * (its `process_id`), or another port is tried.
 */
export async function startRedis(): Promise<TestRedis> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort()
    if (started) return started
    if (attempt === 3)
      throw new Error(
        'redis-server could not start: another process bound each of the 3 free ports picked for it first',
      )
  }
}

async function startOnFreePort(): Promise<TestRedis | undefined> {
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
        const info = await client.info('server')
        await client.close()
        return new RegExp(`^process_id:${child.pid}\\r?$`, 'm').test(info)
      } catch (error) {
        client.destroy()
        if (attempt > 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  })()
  const ours = await Promise.race([ready, exited]).catch((error: Error) => {
    // Its port taken first: redis-server says so and exits.
    if (/Address already in use/i.test(error.message)) return false
    throw error
  })
  exited.catch(() => {})
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      process.kill(child.pid!, 'SIGTERM')
    })
  if (!ours) {
    await stop()
    return undefined
  }
  return {
    url,
    pid: child.pid!,
    stop,
  }
}
