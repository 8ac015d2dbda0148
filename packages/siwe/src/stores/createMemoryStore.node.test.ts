import { createMemoryStore, SiweStoreError } from '@latch/siwe'
import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
})

test('a value is taken once', async () => {
  const store = createMemoryStore()
  await store.set('k', 'v', 60_000)
  expect(await Promise.all([store.take('k'), store.take('k')])).toEqual([
    'v',
    undefined,
  ])
})

test('values and counters expire', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const store = createMemoryStore()
  await store.set('k', 'v', 1_000)
  expect(await store.increment('c', 1_000)).toBe(1)
  expect(await store.increment('c', 1_000)).toBe(2)
  vi.setSystemTime(Date.now() + 1_000)
  expect(await store.has('k')).toBe(false)
  expect(await store.increment('c', 1_000)).toBe(1)
})

test('it holds no more than its cap: expired entries make room, live ones do not', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const store = createMemoryStore({ maxEntries: 3 })
  for (const key of ['a', 'b', 'c']) await store.set(key, key, 1_000)
  await expect(store.set('d', 'd', 1_000)).rejects.toThrowError(SiweStoreError)
  await expect(store.increment('e', 1_000)).rejects.toThrowError(SiweStoreError)
  await store.set('a', 'again', 1_000) // a key it holds can be replaced
  vi.setSystemTime(Date.now() + 1_000)
  await store.set('d', 'd', 1_000)
  expect(await store.take('d')).toBe('d')
})

test('a revocation is never refused for room: it is held apart from the nonces and counters', async () => {
  const store = createMemoryStore({ maxEntries: 2 })
  await store.set('nonce:a', 'a', 60_000)
  await store.increment('rate:nonce:new', 60_000)
  await expect(store.set('nonce:b', 'b', 60_000)).rejects.toThrowError(
    SiweStoreError,
  )
  for (let i = 0; i < 3; i++) await store.set(`revoked:${i}`, '1', 60_000)
  expect(await store.has('revoked:2')).toBe(true)
  expect(await store.take('nonce:a')).toBe('a')
})
