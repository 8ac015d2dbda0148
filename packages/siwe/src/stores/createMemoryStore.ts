import { SiweStoreError } from '../errors/SiweStoreError.ts'
import type { SiweStore } from './SiweStore.ts'

export type CreateMemoryStoreParameters = {
  /**
   * The most nonces and rate counters it holds together; 100 000 by
   * default. Past it, expired entries are swept, and a write that still
   * finds it full throws `SiweStoreError` (503). The handlers' rate limits
   * keep them under about 18 000 with the default limits (docs/siwe.md,
   * Stores); revocations are held apart and never refused.
   */
  maxEntries?: number | undefined
}

type Entry = { value: string; expires: number }

/**
 * The store of one server process, in its memory: the default. Two
 * processes (several instances, a serverless platform's cold starts) do not
 * share it: there, use `createRedisStore`.
 */
export function createMemoryStore(
  parameters: CreateMemoryStoreParameters = {},
): SiweStore {
  const { maxEntries = 100_000 } = parameters
  const entries = new Map<string, Entry>()
  // A logout's revocation is kept apart from what clients can make the
  // store hold (nonces, counters), so a flood can never leave it without
  // room: a refused revocation would leave a copy of the cookie signed in.
  // Each comes from a session, that is from a sign-in the rate limits
  // admitted, and is swept once the session would have ended.
  const revocations = new Map<string, Entry>()
  let sweepRevocationsAt = 1_024
  const mapOf = (key: string) =>
    key.startsWith('revoked:') ? revocations : entries
  const sweep = (map: Map<string, Entry>) => {
    const now = Date.now()
    for (const [key, entry] of map) if (entry.expires <= now) map.delete(key)
  }
  const live = (key: string) => {
    const map = mapOf(key)
    const entry = map.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      map.delete(key)
      return undefined
    }
    return entry
  }
  const put = (key: string, entry: Entry) => {
    const map = mapOf(key)
    if (map === revocations) {
      if (revocations.size >= sweepRevocationsAt) {
        sweep(revocations)
        sweepRevocationsAt = Math.max(1_024, revocations.size * 2)
      }
    } else if (!entries.has(key) && entries.size >= maxEntries) {
      sweep(entries)
      if (entries.size >= maxEntries)
        throw new SiweStoreError({ reason: `full (${maxEntries} entries)` })
    }
    map.set(key, entry)
  }
  return {
    async set(key, value, ttl) {
      put(key, { value, expires: Date.now() + ttl })
    },
    async take(key) {
      const entry = live(key)
      mapOf(key).delete(key)
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
      put(key, { value: '1', expires: Date.now() + window })
      return 1
    },
  }
}
