/**
 * The browser's localStorage as Latch uses it: it never throws. When the
 * browser denies storage (privacy modes throw on access) or a write fails
 * (quota), values live in memory for the page's lifetime instead, so the
 * visitor can still connect; the next write that succeeds repairs the store.
 */
export function safeStorage(getStorage: () => Storage | undefined): Storage {
  // Writes the browser refused: they win over what storage holds.
  const memory = new Map<string, string>()
  // Writes the browser took: answered from here when reads are refused.
  const written = new Map<string, string>()
  const backing = (): Storage | undefined => {
    try {
      return getStorage()
    } catch {
      return undefined
    }
  }
  const keys = (): string[] => {
    const found = new Set(memory.keys())
    const storage = backing()
    try {
      if (storage)
        for (let index = 0; index < storage.length; index++) {
          const key = storage.key(index)
          if (key !== null) found.add(key)
        }
    } catch {}
    return [...found]
  }
  return {
    get length() {
      return keys().length
    },
    key: (index) => keys()[index] ?? null,
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null
      try {
        const storage = backing()
        if (!storage) throw new Error('no storage')
        return storage.getItem(key)
      } catch {
        return written.get(key) ?? null
      }
    },
    setItem(key, value) {
      try {
        const storage = backing()
        if (!storage) throw new Error('no storage')
        storage.setItem(key, String(value))
        memory.delete(key)
        written.set(key, String(value))
      } catch {
        memory.set(key, String(value))
      }
    },
    removeItem(key) {
      memory.delete(key)
      written.delete(key)
      try {
        backing()?.removeItem(key)
      } catch {}
    },
    clear() {
      memory.clear()
      written.clear()
      try {
        backing()?.clear()
      } catch {}
    },
  }
}
