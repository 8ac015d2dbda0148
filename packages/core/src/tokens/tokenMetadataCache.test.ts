import { describe, expect, test } from 'vitest'
import { tokenMetadataCache, tokenMetadataKey } from './tokenMetadataCache.ts'

const token = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
const hour = 60 * 60 * 1_000

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('tokenMetadataCache: symbols and decimals kept 24 hours', () => {
  test('kept in storage: read back by another cache (a reload), until 24 hours have passed', () => {
    const storage = memoryStorage()
    let now = 1_000_000
    tokenMetadataCache({}, storage, () => now).set([
      [1, token, { symbol: 'LATCH', decimals: 18 }],
    ])
    const reloaded = tokenMetadataCache({}, storage, () => now)
    expect(reloaded.get(1, token)).toEqual({ symbol: 'LATCH', decimals: 18 })
    expect(reloaded.get(10, token)).toBeUndefined()
    now += 24 * hour - 1
    expect(reloaded.get(1, token)).toEqual({ symbol: 'LATCH', decimals: 18 })
    now += 1
    expect(reloaded.get(1, token)).toBeUndefined()
  })

  test('a corrupt entry is dropped, never trusted; a corrupt store is none', () => {
    const storage = memoryStorage()
    const now = () => 1_000_000
    for (const entry of [
      { symbol: 'A\u0000', decimals: 18, at: 1 },
      { symbol: 'A', decimals: 300, at: 1 },
      { symbol: 'A', decimals: 18, at: 2_000_000 },
      { symbol: 'A', decimals: 18 },
      'LATCH',
      null,
    ]) {
      storage.setItem(
        tokenMetadataKey,
        JSON.stringify({ [`1:${token}`]: entry }),
      )
      expect(tokenMetadataCache({}, storage, now).get(1, token)).toBeUndefined()
    }
    storage.setItem(tokenMetadataKey, '{not json')
    const cache = tokenMetadataCache({}, storage, now)
    expect(cache.get(1, token)).toBeUndefined()
    // And the next write replaces it.
    cache.set([[1, token, { symbol: 'LATCH', decimals: 18 }]])
    expect(JSON.parse(storage.getItem(tokenMetadataKey)!)).toEqual({
      [`1:${token}`]: { symbol: 'LATCH', decimals: 18, at: 1_000_000 },
    })
  })

  test('a storage that refuses writes loses nothing else; without storage, memory per owner', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as Storage
    expect(() =>
      tokenMetadataCache({}, refusing).set([
        [1, token, { symbol: 'A', decimals: 1 }],
      ]),
    ).not.toThrow()
    const owner = {}
    tokenMetadataCache(owner, undefined).set([
      [1, token, { symbol: 'A', decimals: 1 }],
    ])
    expect(tokenMetadataCache(owner, undefined).get(1, token)).toEqual({
      symbol: 'A',
      decimals: 1,
    })
    expect(tokenMetadataCache({}, undefined).get(1, token)).toBeUndefined()
  })
})
