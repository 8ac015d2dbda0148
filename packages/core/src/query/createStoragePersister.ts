import type {
  PersistedClient,
  Persister,
} from '@tanstack/query-persist-client-core'

export type CreateStoragePersisterParameters = {
  /** A synchronous storage (`localStorage`); none persists nothing. */
  storage: Storage | undefined
  /** The key the whole cache is kept under. */
  key: string
  /** At most one write per this many milliseconds, carrying the latest cache. */
  throttleTime: number
  serialize: (client: PersistedClient) => string
  deserialize: (text: string) => PersistedClient
}

/**
 * A TanStack Query persister over a synchronous storage: the cache written
 * under one key, at most once per `throttleTime` (the last state of the
 * window wins), read back on restore. A write the storage refuses (quota,
 * privacy mode) is dropped: the page keeps working from memory.
 */
export function createStoragePersister(
  parameters: CreateStoragePersisterParameters,
): Persister {
  const { storage, key, throttleTime, serialize, deserialize } = parameters
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest: PersistedClient | undefined
  return {
    persistClient(client) {
      latest = client
      if (!storage || timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        try {
          storage.setItem(key, serialize(latest!))
        } catch {}
      }, throttleTime)
    },
    restoreClient() {
      const text = storage?.getItem(key)
      return text ? deserialize(text) : undefined
    },
    removeClient() {
      storage?.removeItem(key)
    },
  }
}
