import {
  phoneWalletKey,
  readPhoneWallet,
  writePhoneWallet,
} from '@latch/core/internal'

const listeners = new Set<() => void>()
// The stored text last read and what it says: a render reads the snapshot,
// and parses only when the text changed.
let last: { raw: string | null; id: string | undefined } | undefined

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The wallet app this phone opened to connect (its id), as a store React
 * reads: written by the connect dialog, removed with the session on
 * disconnect (another tab's change too, through `storage` events).
 */
export const phoneWalletStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === phoneWalletKey || event.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
  get(): string | undefined {
    let raw: string | null = null
    try {
      raw = localStorageOrUndefined()?.getItem(phoneWalletKey) ?? null
    } catch {}
    if (last?.raw !== raw)
      last = { raw, id: readPhoneWallet({ getItem: () => raw }) }
    return last.id
  },
  set(id: string): void {
    writePhoneWallet(localStorageOrUndefined(), id)
    for (const listener of listeners) listener()
  },
  /** Tells readers the stored value may have changed (a disconnect cleared it). */
  changed(): void {
    for (const listener of listeners) listener()
  },
}
