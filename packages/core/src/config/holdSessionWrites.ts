import type { Config } from '@wagmi/core'

/** Where wagmi keeps the session (its `store`, under Latch's key). */
const sessionKey = 'wagmi.store'
/** The hold, as it travels: wagmi's `createStorage` copies it onto `config.storage`. */
const holdKey = Symbol.for('latch.holdSessionWrites')

type Holdable = { [holdKey]?: () => () => void }

/**
 * The storage wagmi is given (`createLatchConfig`), whose writes of the
 * session can be held (`holdSessionWrites`); every other key passes.
 */
export function holdableStorage(storage: Storage): Storage {
  let holds = 0
  const held = (key: string) => holds > 0 && key === sessionKey
  const hold = () => {
    holds++
    let released = false
    return () => {
      if (released) return
      released = true
      holds--
    }
  }
  return {
    get length() {
      return storage.length
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      if (!held(key)) storage.setItem(key, value)
    },
    removeItem(key) {
      if (!held(key)) storage.removeItem(key)
    },
    clear: () => storage.clear(),
    [holdKey]: hold,
  } as Storage & Holdable
}

/**
 * Keeps wagmi from writing the session to storage until the returned
 * function is called: wagmi writes its whole state on every change, so a tab
 * following another tab's connection (`followConnection`) would otherwise
 * write its own state, empty while it is restoring and again if its wallet
 * does not hold the connection, over the session the other tab stored. What
 * changes after the release is written as usual.
 */
export function holdSessionWrites(config: Config): () => void {
  const hold = (config.storage as Holdable | null)?.[holdKey]
  return hold ? hold() : () => {}
}
