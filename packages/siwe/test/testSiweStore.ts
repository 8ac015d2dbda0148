import type { SiweStore } from '@latch/siwe'
import { describe, expect, test } from 'vitest'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What the handlers rely on from a `SiweStore` (docs/siwe.md, Stores), as
 * tests: every store of the package, and the docs' template, runs them.
 * Expiry is checked only after it is due, with room either side: a store
 * must have let a value go once its time has passed, and must still hold
 * one long before.
 */
export function testSiweStore(name: string, make: () => Promise<SiweStore>) {
  describe(`${name} keeps the SiweStore contract`, () => {
    test('set, has, then take: the value once, then nothing', async () => {
      const store = await make()
      expect(await store.has('nonce:a')).toBe(false)
      expect(await store.take('nonce:a')).toBe(undefined)
      await store.set('nonce:a', '{"p":"x","t":1}', 60_000)
      expect(await store.has('nonce:a')).toBe(true)
      expect(await store.take('nonce:a')).toBe('{"p":"x","t":1}')
      expect(await store.take('nonce:a')).toBe(undefined)
      expect(await store.has('nonce:a')).toBe(false)
    })

    test('set replaces the value and its expiry', async () => {
      const store = await make()
      await store.set('revoked:b', 'first', 200)
      await store.set('revoked:b', 'second', 60_000)
      await wait(400)
      expect(await store.take('revoked:b')).toBe('second')
    })

    test('of racing takes of one key, exactly one gets the value', async () => {
      const store = await make()
      await store.set('nonce:race', 'the value', 60_000)
      const taken = await Promise.all(
        Array.from({ length: 20 }, () => store.take('nonce:race')),
      )
      expect(taken.filter((value) => value !== undefined)).toEqual([
        'the value',
      ])
    })

    test('keys are apart', async () => {
      const store = await make()
      await store.set('nonce:c', 'c', 60_000)
      expect(await store.has('nonce:d')).toBe(false)
      expect(await store.increment('rate:c', 60_000)).toBe(1)
      expect(await store.take('nonce:c')).toBe('c')
    })

    test('a value expires after its ttl: not held, not taken', async () => {
      const store = await make()
      await store.set('nonce:e', 'e', 100)
      await store.set('nonce:f', 'f', 100)
      await wait(300)
      expect(await store.has('nonce:e')).toBe(false)
      expect(await store.take('nonce:f')).toBe(undefined)
    })

    test('a counter starts at one, counts up, and ends its window after it started (counting does not extend it)', async () => {
      const store = await make()
      expect(await store.increment('rate:g', 1_500)).toBe(1)
      expect(await store.increment('rate:g', 1_500)).toBe(2)
      await wait(700)
      expect(await store.increment('rate:g', 1_500)).toBe(3)
      await wait(1_100)
      expect(await store.increment('rate:g', 1_500)).toBe(1)
      // Concurrent increments are each counted.
      const counts = await Promise.all(
        Array.from({ length: 10 }, () => store.increment('rate:h', 60_000)),
      )
      expect(counts.sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ])
    })

    test('a counter and a value are taken the same way (the handler undoes a counter with take)', async () => {
      const store = await make()
      expect(await store.increment('rate:i', 60_000)).toBe(1)
      expect(await store.has('rate:i')).toBe(true)
      await store.take('rate:i')
      expect(await store.has('rate:i')).toBe(false)
      expect(await store.increment('rate:i', 60_000)).toBe(1)
    })
  })
}
