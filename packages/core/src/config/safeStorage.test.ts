import { describe, expect, test } from 'vitest'
import { safeStorage } from './safeStorage.ts'

function failing(on: 'access' | 'read' | 'write'): () => Storage {
  const real = new Map<string, string>()
  const storage = {
    get length() {
      return real.size
    },
    key: (index: number) => [...real.keys()][index] ?? null,
    getItem(key: string) {
      if (on === 'read') throw new DOMException('denied', 'SecurityError')
      return real.get(key) ?? null
    },
    setItem(key: string, value: string) {
      if (on === 'write') throw new DOMException('full', 'QuotaExceededError')
      real.set(key, value)
    },
    removeItem: (key: string) => void real.delete(key),
    clear: () => real.clear(),
  }
  return () => {
    if (on === 'access') throw new DOMException('denied', 'SecurityError')
    return storage
  }
}

describe('safeStorage', () => {
  test('passes through to a working localStorage', () => {
    localStorage.clear()
    const storage = safeStorage(() => localStorage)
    storage.setItem('a', '1')
    expect(localStorage.getItem('a')).toBe('1')
    expect(storage.getItem('a')).toBe('1')
    expect(storage.key(0)).toBe('a')
    storage.removeItem('a')
    expect(localStorage.getItem('a')).toBeNull()
  })

  test.each(['access', 'read', 'write'] as const)(
    'storage that throws on %s: nothing throws, values live in memory',
    (on) => {
      const storage = safeStorage(failing(on))
      expect(() => storage.setItem('wagmi.store', '{}')).not.toThrow()
      expect(storage.getItem('wagmi.store')).toBe('{}')
      expect(storage.length).toBeGreaterThanOrEqual(1)
      expect(() => storage.removeItem('wagmi.store')).not.toThrow()
      expect(storage.getItem('wagmi.store')).toBeNull()
      expect(() => storage.clear()).not.toThrow()
    },
  )

  test('a write that succeeds again repairs the store and leaves memory', () => {
    let full = true
    const real = new Map<string, string>()
    const storage = safeStorage(
      () =>
        ({
          getItem: (key: string) => real.get(key) ?? null,
          setItem(key: string, value: string) {
            if (full) throw new DOMException('full', 'QuotaExceededError')
            real.set(key, value)
          },
          removeItem: (key: string) => void real.delete(key),
        }) as Storage,
    )
    storage.setItem('k', 'memory')
    expect(real.has('k')).toBe(false)
    full = false
    storage.setItem('k', 'disk')
    expect(real.get('k')).toBe('disk')
    expect(storage.getItem('k')).toBe('disk')
  })
})
