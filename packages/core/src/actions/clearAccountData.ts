import type { QueryClient } from '@tanstack/query-core'
import { deserialize, serialize } from '@wagmi/core'
import type { Address } from 'viem'
import { persistDefaults } from '../query/queryDefaults.ts'
import { accountDisplayDefaults } from '../session/persistAccountDisplay.ts'
import { recentTransactionsPrefix } from '../transactions/recentTransactionsPrefix.ts'
import { mentions } from './mentions.ts'

export type ClearAccountDataParameters = {
  /** The accounts whose data goes. */
  accounts: readonly Address[]
  /** Where the query cache is persisted (`persistWalletCache`); none in tests that want none. */
  storage?: Storage | undefined
}

type Persisted = {
  clientState?: { queries?: unknown; mutations?: unknown } | undefined
}

/**
 * Removes every query that mentions one of `accounts` (its address in any
 * case, or its ENS name) from the query cache and, at once, from the
 * persisted cache; the stored account button (`persistAccountDisplay`)
 * when it shows one of them; and their recent transactions on every chain.
 */
export function clearAccountData(
  queryClient: QueryClient,
  parameters: ClearAccountDataParameters,
): void {
  const { accounts, storage } = parameters
  if (accounts.length === 0) return
  // The 40 hex digits in any case: the address also appears checksummed,
  // lowercased, or unprefixed inside calldata.
  const addresses = accounts.map((account) => account.slice(2).toLowerCase())
  const cache = queryClient.getQueryCache()
  const persisted = readPersisted(storage, addresses)
  const stored = persisted ? listOf(persisted.clientState?.queries) : []

  // An avatar's key holds the account's name, not its address: the names
  // are found first, in memory and in storage (a session dropped on load
  // goes before the persisted cache is restored).
  const names = [
    ...cache.getAll().map((query) => [query.queryKey, query.state.data]),
    ...stored.map((query) => {
      const { queryKey, state } = query as {
        queryKey?: unknown
        state?: { data?: unknown }
      }
      return [queryKey, state?.data]
    }),
  ].flatMap(([queryKey, data]) =>
    Array.isArray(queryKey) &&
    queryKey[0] === 'ensName' &&
    typeof data === 'string' &&
    data &&
    mentions(queryKey, addresses)
      ? [data.toLowerCase()]
      : [],
  )
  const needles = [...addresses, ...names]

  queryClient.removeQueries({
    predicate: (query) =>
      mentions(query.queryKey, needles) || mentions(query.state.data, needles),
  })

  removeDisplay(storage, addresses)
  removeRecentTransactions(storage, addresses)
  if (!persisted || !storage) return
  const queries = stored.filter((query) => !mentions(query, needles))
  const mutations = listOf(persisted.clientState?.mutations)
  const keptMutations = mutations.filter((x) => !mentions(x, needles))
  if (
    queries.length === stored.length &&
    keptMutations.length === mutations.length
  )
    return
  // Written now, not on the persister's throttle: the tab may close within
  // that second. The persister's next write holds the cache as it is now.
  const clientState = {
    ...persisted.clientState,
    queries,
    mutations: keptMutations,
  }
  storage.setItem(persistDefaults.key, serialize({ ...persisted, clientState }))
}

/** The persisted cache; one that cannot be read but names an account goes. */
function readPersisted(
  storage: Storage | undefined,
  needles: readonly string[],
): Persisted | undefined {
  const text = storage?.getItem(persistDefaults.key)
  if (!storage || !text) return undefined
  try {
    const persisted: unknown = deserialize(text)
    if (typeof persisted === 'object' && persisted !== null)
      return persisted as Persisted
  } catch {}
  if (mentions(text, needles)) storage.removeItem(persistDefaults.key)
  return undefined
}

/** The stored account button, when it shows one of `addresses`. */
function removeDisplay(
  storage: Storage | undefined,
  addresses: readonly string[],
) {
  const { key } = accountDisplayDefaults
  const text = storage?.getItem(key)
  if (text && mentions(text, addresses)) storage?.removeItem(key)
}

/** Every chain's recent transactions of `addresses` (`recentTransactionsKey`). */
function removeRecentTransactions(
  storage: Storage | undefined,
  addresses: readonly string[],
) {
  if (!storage) return
  const keys: string[] = []
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (
        key?.startsWith(recentTransactionsPrefix) &&
        addresses.some((address) =>
          key.startsWith(`${recentTransactionsPrefix}${address}.`),
        )
      )
        keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {}
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
