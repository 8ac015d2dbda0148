import { SiweStoreError } from '../errors/SiweStoreError.ts'
import type { SiweStore } from './SiweStore.ts'

export type CreateMemoryStoreParameters = {
  /**
   * The most entries it holds (nonces, revocations and counters together);
   * 100 000 by default. Past it, expired entries are swept, and a write that
   * still finds it full throws `SiweStoreError`: the handlers then refuse
   * new nonces (429) rather than grow without bound.
   */
  maxEntries?: number | undefined
}

/**
 * The store of one server process, in its memory: the default. Two
 * processes (several instances, a serverless platform's cold starts) do not
 * share it: there, use `createRedisStore`.
 */
export function createMemoryStore(
  parameters: CreateMemoryStoreParameters = {},
): SiweStore {
  const { maxEntries = 100_000 } = parameters
  const entries = new Map<string, { value: string; expires: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  const room = (key: string) => {
    if (entries.has(key) || entries.size < maxEntries) return
    const now = Date.now()
    for (const [k, entry] of entries)
      if (entry.expires <= now) entries.delete(k)
    if (entries.size >= maxEntries)
      throw new SiweStoreError({ reason: `full (${maxEntries} entries)` })
  }
  return {
    async set(key, value, ttl) {
      room(key)
      entries.set(key, { value, expires: Date.now() + ttl })
    },
    async take(key) {
      const entry = live(key)
      entries.delete(key)
      return entry?.value
    },
    async has(key) {
      return live(key) !== undefined
    },
    async increment(key, window) {
      const entry = live(key)
      if (entry) {
        entry.value = String(Number(entry.value) + 1)
        return Number(entry.value)
      }
      room(key)
      entries.set(key, { value: '1', expires: Date.now() + window })
      return 1
    },
  }
}
