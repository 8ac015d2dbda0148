import {
  phoneWalletKey,
  readPhoneWallet,
  writePhoneWallet,
} from '@latch/core/internal'

const listeners = new Set<() => void>()

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
    return readPhoneWallet(localStorageOrUndefined())
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
