import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readPhoneWallet, writePhoneWallet } from './phoneWallet.ts'
import { phoneWalletKey } from './phoneWalletKey.ts'

function memoryStorage(initial?: string) {
  const map = new Map<string, string>()
  if (initial !== undefined) map.set(phoneWalletKey, initial)
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

describe('phoneWallet', () => {
  test('round trip', () => {
    const storage = memoryStorage()
    writePhoneWallet(storage, 'metaMask')
    expect(storage.map.get(phoneWalletKey)).toBe('{"v":1,"id":"metaMask"}')
    expect(readPhoneWallet(storage)).toBe('metaMask')
  })

  test('an id no descriptor could have is not written', () => {
    const storage = memoryStorage()
    writePhoneWallet(storage, 'a b<script>')
    expect(storage.map.size).toBe(0)
  })

  test('anything stored that is not its format reads as none, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const id = readPhoneWallet(memoryStorage(raw))
        if (id !== undefined) {
          expect(JSON.parse(raw)).toEqual({ v: 1, id })
          expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/)
        }
      }),
    )
    expect(
      readPhoneWallet(memoryStorage('{"v":2,"id":"metaMask"}')),
    ).toBeUndefined()
    expect(
      readPhoneWallet(memoryStorage('{"v":1,"id":"../x y"}')),
    ).toBeUndefined()
    expect(readPhoneWallet(undefined)).toBeUndefined()
    expect(
      readPhoneWallet({
        getItem() {
          throw new Error('SecurityError')
        },
      }),
    ).toBeUndefined()
  })
})
