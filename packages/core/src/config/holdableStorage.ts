/** Where wagmi keeps the session (its `store`, under Latch's key). */
const sessionKey = 'wagmi.store'
/** The hold, as it travels: wagmi's `createStorage` copies it onto `config.storage`. */
export const holdKey = Symbol.for('latch.holdSessionWrites')

/** A storage whose writes of the session can be held (`holdSessionWrites`). */
export type Holdable = { [holdKey]?: () => () => void }

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
