import { SiweStoreError } from '../errors/SiweStoreError.ts'
import type { SiweStore } from './SiweStore.ts'

/**
 * Sends one Redis command (`['SET', key, value, 'PX', '300000']`) and
 * resolves with its reply: node-redis's `client.sendCommand(args)`,
 * ioredis's `redis.call(...args)`, or an HTTP Redis's client on an edge
 * runtime.
 */
export type RedisCommand = (args: string[]) => Promise<unknown>

export type CreateRedisStoreParameters = {
  /** How a command reaches Redis: see `RedisCommand`. */
  command: RedisCommand
  /** Put before every key, so several apps can share one Redis; `latch:siwe:` by default. */
  prefix?: string | undefined
}

// INCR and the expiry of a new counter in one step: a crash between the
// two cannot leave a counter that never expires.
const incrementScript =
  "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n"

/**
 * The store of several server instances, in one Redis (6.2 or newer, for
 * `GETDEL`): a nonce one instance issues, another consumes, once. It takes
 * a function that sends a command rather than a client of its own, so it
 * works with the Redis client the app already has, in any runtime. At
 * Redis's `maxmemory`, `maxmemory-policy volatile-ttl` evicts counters and
 * nonces before a revocation (docs/siwe.md, Stores).
 */
export function createRedisStore(
  parameters: CreateRedisStoreParameters,
): SiweStore {
  const { command, prefix = 'latch:siwe:' } = parameters
  const send = async (args: string[]) => {
    try {
      return await command(args)
    } catch (cause) {
      throw new SiweStoreError({ reason: `Redis refused ${args[0]}`, cause })
    }
  }
  const milliseconds = (ttl: number) => String(Math.max(1, Math.ceil(ttl)))
  return {
    async set(key, value, ttl) {
      await send(['SET', prefix + key, value, 'PX', milliseconds(ttl)])
    },
    async take(key) {
      // GETDEL: of two instances racing for one nonce, one gets it.
      const reply = await send(['GETDEL', prefix + key])
      if (reply === null || reply === undefined) return undefined
      if (typeof reply === 'string') return reply
      if (reply instanceof Uint8Array) return new TextDecoder().decode(reply)
      throw new SiweStoreError({ reason: 'GETDEL answered a non-string' })
    },
    async has(key) {
      const reply = await send(['EXISTS', prefix + key])
      return Number(reply) === 1
    },
    async increment(key, window) {
      const reply = await send([
        'EVAL',
        incrementScript,
        '1',
        prefix + key,
        milliseconds(window),
      ])
      const count = Number(reply)
      if (!Number.isSafeInteger(count) || count < 1)
        throw new SiweStoreError({ reason: 'INCR answered a non-count' })
      return count
    },
  }
}
