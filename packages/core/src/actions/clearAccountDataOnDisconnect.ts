import type { QueryClient } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import { type Address, isAddress } from 'viem'
import { clearAccountData } from './clearAccountData.ts'
import { mentions } from './mentions.ts'

export type ClearAccountDataOnDisconnectParameters = {
  queryClient: QueryClient
  /** Where the query cache is persisted (`persistWalletCache`). */
  storage?: Storage | undefined
}

/**
 * Clears an account's data from the query cache and the persisted cache
 * (`clearAccountData`) the moment the account leaves the connection: the
 * visitor disconnects, the wallet does (`disconnect`, `accountsChanged []`)
 * or switches to another account, or a restored session is dropped; and
 * a read of a departed account that completes later is dropped as it lands,
 * until the account connects again. Returns the unsubscribe.
 */
export function clearAccountDataOnDisconnect(
  config: Config,
  parameters: ClearAccountDataOnDisconnectParameters,
): () => void {
  const { queryClient, storage } = parameters
  // The accounts as last seen: wagmi deletes a disconnected connection from
  // the previous state's map in place, so that map cannot tell who left.
  let known = accountsOf(config.state.connections)
  // Accounts that left, as their 40 hex digits: a read of theirs still in
  // flight (a balance asked while a stored session was being restored)
  // would otherwise land in the cache after it was cleared, and be saved.
  const departed = new Set<string>()
  const stopState = config.subscribe(
    (state) => state.connections,
    (connections) => {
      const now = accountsOf(connections)
      const gone = known.filter((account) => !now.includes(account))
      known = now
      for (const account of now) departed.delete(account.slice(2))
      for (const account of gone) departed.add(account.slice(2))
      if (gone.length === 0) return
      try {
        clearAccountData(queryClient, { accounts: gone, storage })
      } catch {
        // Runs inside wagmi's state update: a storage failure must never
        // keep the visitor connected.
      }
    },
  )
  const cache = queryClient.getQueryCache()
  const stopCache = cache.subscribe((event) => {
    if (departed.size === 0 || event.type !== 'updated') return
    if (event.action.type !== 'success') return
    const needles = [...departed]
    const { query } = event
    if (
      mentions(query.queryKey, needles) ||
      mentions(query.state.data, needles)
    )
      cache.remove(query)
  })
  return () => {
    stopState()
    stopCache()
  }
}

/** Every account of every connection, lowercased; the stored state may be anything. */
function accountsOf(connections: unknown): Address[] {
  if (!(connections instanceof Map)) return []
  const accounts = new Set<Address>()
  for (const connection of connections.values()) {
    const list: unknown = (connection as { accounts?: unknown } | null)
      ?.accounts
    if (Array.isArray(list))
      for (const account of list)
        if (
          typeof account === 'string' &&
          isAddress(account, { strict: false })
        )
          accounts.add(account.toLowerCase() as Address)
  }
  return [...accounts]
}
