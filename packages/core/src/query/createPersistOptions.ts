import type { PersistQueryClientOptions } from '@tanstack/query-persist-client-core'
import { deserialize, serialize } from '@wagmi/core'
import { createStoragePersister } from './createStoragePersister.ts'
import { persistDefaults, persistedQueryKeys } from './queryDefaults.ts'

/**
 * How the wallet cache is kept between visits (seed §9): in `storage` under
 * `wagmi.cache`, written at most once a second, restored up to 24 hours old,
 * bigints kept; only the wallet's queries (`persistedQueryKeys`), and only
 * their successful answers.
 */
export function createPersistOptions(
  storage: Storage | undefined,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    maxAge: persistDefaults.maxAge,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        persistedQueryKeys.has(query.queryKey[0]),
    },
    persister: createStoragePersister({
      key: persistDefaults.key,
      storage,
      throttleTime: persistDefaults.throttleTime,
      serialize,
      deserialize,
    }),
  }
}
