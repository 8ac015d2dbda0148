import type { Address } from 'viem'
import { ensNameStaleTime } from '../query/queryDefaults.ts'
import { isTokenDecimals } from './isTokenDecimals.ts'
import { isTokenSymbol } from './isTokenSymbol.ts'

/** A token's symbol and decimals as its contract answered them. */
export type TokenMetadata = { symbol: string; decimals: number }

export type TokenMetadataCache = {
  /** The metadata read within the last 24 hours, if any. */
  get: (chainId: number, token: Address) => TokenMetadata | undefined
  /** Keeps what was read now; the storage's refusal loses nothing else. */
  set: (entries: readonly [number, Address, TokenMetadata][]) => void
}

/** Where the tokens' metadata is kept between visits. */
export const tokenMetadataKey = 'latch.tokens'

/** At most this many tokens are remembered: the oldest go first. */
const maxEntries = 200

type Entry = TokenMetadata & { at: number }

const memories = new WeakMap<object, Map<string, Entry>>()

/**
 * The tokens' symbols and decimals, fresh for 24 hours as account names are
 * (`ensNameStaleTime`), kept in `storage` under `tokenMetadataKey` (so a
 * reload reads no token's metadata again) or, without one, in memory for
 * `owner`. What is read back is checked as a node's answer is: an entry
 * that is not a plain symbol, decimals from 0 to 255 and a time not in the
 * future is dropped, never trusted; a store that cannot be read is none.
 */
export function tokenMetadataCache(
  owner: object,
  storage: Storage | undefined,
  now: () => number = Date.now,
): TokenMetadataCache {
  const read = (): Map<string, Entry> => {
    if (!storage) {
      const memory = memories.get(owner) ?? new Map<string, Entry>()
      memories.set(owner, memory)
      return memory
    }
    const entries = new Map<string, Entry>()
    let stored: unknown
    try {
      stored = JSON.parse(storage.getItem(tokenMetadataKey) ?? 'null')
    } catch {}
    if (typeof stored !== 'object' || stored === null) return entries
    const time = now()
    for (const [key, value] of Object.entries(stored).slice(0, maxEntries)) {
      const { symbol, decimals, at } = (value ?? {}) as Partial<Entry>
      if (
        /^\d{1,20}:0x[0-9a-fA-F]{40}$/.test(key) &&
        isTokenSymbol(symbol) &&
        isTokenDecimals(decimals) &&
        typeof at === 'number' &&
        at <= time &&
        time - at < ensNameStaleTime
      )
        entries.set(key, { symbol, decimals, at })
    }
    return entries
  }
  return {
    get: (chainId, token) => {
      const entry = read().get(`${chainId}:${token}`)
      if (!entry || now() - entry.at >= ensNameStaleTime) return undefined
      return { symbol: entry.symbol, decimals: entry.decimals }
    },
    set: (added) => {
      if (added.length === 0) return
      const entries = read()
      const at = now()
      for (const [chainId, token, { symbol, decimals }] of added) {
        const key = `${chainId}:${token}`
        entries.delete(key)
        entries.set(key, { symbol, decimals, at })
      }
      const kept = [...entries].slice(-maxEntries)
      if (!storage) {
        memories.set(owner, new Map(kept))
        return
      }
      try {
        storage.setItem(
          tokenMetadataKey,
          JSON.stringify(Object.fromEntries(kept)),
        )
      } catch {
        // A storage that refuses keeps nothing: the next read asks again.
      }
    },
  }
}
