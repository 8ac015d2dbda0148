import type { Config } from '@wagmi/core'

/** Where wagmi keeps the session (its `store`, under Latch's key). */
const sessionKey = 'wagmi.store'
/** The hold, as it travels: wagmi's `createStorage` copies it onto `config.storage`. */
const holdKey = Symbol.for('latch.holdSessionWrites')

type Holdable = { [holdKey]?: () => () => void }

/**
 * The storage wagmi is given (`createLatchConfig`), whose writes of the
 * session can be held (`holdSessionWrites`); every other key passes. Only
 * what wagmi's `createStorage` calls.
 */
export function holdableStorage(
  storage: Storage,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  let holds = 0
  const passes = (key: string) => !holds || key !== sessionKey
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => passes(key) && storage.setItem(key, value),
    removeItem: (key) => passes(key) && storage.removeItem(key),
    [holdKey]: () => {
      holds++
      let held = true
      return () => {
        if (held) holds--
        held = false
      }
    },
  } as Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Holdable
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
