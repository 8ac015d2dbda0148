import { type Config, getPublicClient } from '@wagmi/core'
import type { Address, Client } from 'viem'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { TransactionNotFromAccountError } from '../errors/transactions.ts'
import { followCalls } from './followCalls.ts'
import { type FollowOutcome, followTransaction } from './followTransaction.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { readRecentTransactions } from './readRecentTransactions.ts'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'
import { recentTransactionsPrefix } from './recentTransactionsPrefix.ts'
import {
  type RecentTransactionsScope,
  recentTransactionsScope,
} from './recentTransactionsScope.ts'
import { recentTransactionsStorage } from './recentTransactionsStorage.ts'
import { subscribeRecentTransactions } from './subscribeRecentTransactions.ts'
import { updateRecentTransactions } from './updateRecentTransactions.ts'

export type WatchRecentTransactionsParameters = {
  /**
   * Called with the connected account's list on its chain at once, then
   * each time it changes: an item added, settled or cleared in this tab or
   * another, or the account or chain switched.
   */
  onChange?: ((items: readonly RecentTransaction[]) => void) | undefined
}

type Follower = {
  users: number
  listeners: Set<(items: readonly RecentTransaction[]) => void>
  current: () => readonly RecentTransaction[]
  stop: () => void
}

const followers = new WeakMap<Config, Follower>()

/**
 * Follows the connected account's pending transactions and batches on its
 * chain to their outcomes (`followTransaction`, `followCalls`), writing
 * each to the stored list as it is known, so every tab sees it; a pending
 * one found in storage (a reload, another tab) is followed again. Settings
 * from `createLatchConfig({ transactions })`. Once one is settled, the
 * account's balances on its chain (`balance`, `tokenBalances`) are read
 * again where they are shown. One follower per config,
 * however many callers. Returns the function that stops listening (the
 * following stops with the last caller).
 */
export function watchRecentTransactions(
  config: Config,
  parameters: WatchRecentTransactionsParameters = {},
): () => void {
  let follower = followers.get(config)
  if (!follower) {
    follower = startFollower(config)
    followers.set(config, follower)
  }
  follower.users++
  const { onChange } = parameters
  if (onChange) {
    follower.listeners.add(onChange)
    onChange(follower.current())
  }
  let stopped = false
  const own = follower
  return () => {
    if (stopped) return
    stopped = true
    if (onChange) own.listeners.delete(onChange)
    if (--own.users > 0) return
    followers.delete(config)
    own.stop()
  }
}

function startFollower(config: Config): Follower {
  const settings = (config as Partial<LatchConfig>).latch?.transactions ?? {}
  const droppedAfter =
    settings.droppedAfter ?? recentTransactionsDefaults.droppedAfter
  const confirmations =
    settings.confirmations ?? recentTransactionsDefaults.confirmations
  const storage = recentTransactionsStorage(config)
  // Followed items, by storage key and id: each is followed once.
  const following = new Map<string, AbortController>()
  const listeners = new Set<(items: readonly RecentTransaction[]) => void>()
  let items: readonly RecentTransaction[] = []
  let scope: RecentTransactionsScope | undefined

  const refreshBalances = (address: Address, chainId: number) => {
    const queryClient = (config as Partial<LatchConfig>).latch?.queryClient
    for (const kind of ['balance', 'tokenBalances'])
      queryClient
        ?.invalidateQueries({ queryKey: [kind, { address, chainId }] })
        .catch(() => {})
  }

  const settle = (
    key: string,
    id: string,
    change: Partial<RecentTransaction>,
  ) =>
    updateRecentTransactions(storage, key, (stored) =>
      stored.map((item) =>
        item.id === id && item.status === 'pending'
          ? { ...item, ...change }
          : item,
      ),
    )

  const follow = (scope: RecentTransactionsScope, item: RecentTransaction) => {
    const { key, chainId, account } = scope
    const controller = new AbortController()
    following.set(`${key}#${item.id}`, controller)
    const client = getPublicClient(config, { chainId }) as Client | undefined
    if (!client) return
    const pollingInterval = settings.pollingInterval ?? client.pollingInterval
    const outcome: Promise<FollowOutcome> =
      item.kind === 'transaction'
        ? followTransaction(client, {
            hash: item.id as `0x${string}`,
            account,
            from: item.from,
            nonce: item.nonce,
            onSeen: (seen) => settle(key, item.id, seen),
            confirmations,
            droppedAfter,
            pollingInterval,
            signal: controller.signal,
          })
        : followCalls({
            id: item.id,
            wallet: () =>
              getConnectedWalletClient(config, { chainId, account }),
            node: client,
            account,
            droppedAfter,
            pollingInterval,
            signal: controller.signal,
          })
    outcome.then(
      (change) => {
        following.delete(`${key}#${item.id}`)
        settle(key, item.id, change)
        // Mined (or replaced, or failed: its gas was paid): the account's
        // native and token balances on the chain are read again where they
        // are shown.
        if (change.status !== 'dropped') refreshBalances(account, chainId)
      },
      (error: unknown) => {
        following.delete(`${key}#${item.id}`)
        // Another account's transaction (the node's word): not listed.
        if (error instanceof TransactionNotFromAccountError)
          updateRecentTransactions(storage, key, (stored) =>
            stored.filter((x) => x.id !== item.id),
          )
      },
    )
  }

  const sync = () => {
    try {
      scope = recentTransactionsScope(config)
    } catch {
      scope = undefined
    }
    items = scope ? readRecentTransactions(storage, scope.key) : []
    const wanted = new Set(
      scope
        ? items
            .filter((item) => item.status === 'pending')
            .map((item) => `${scope!.key}#${item.id}`)
        : [],
    )
    // Cleared, settled by another tab, or another account's: not followed.
    for (const [id, controller] of following)
      if (!wanted.has(id)) {
        controller.abort()
        following.delete(id)
      }
    if (scope)
      for (const item of items)
        if (
          item.status === 'pending' &&
          !following.has(`${scope.key}#${item.id}`)
        )
          follow(scope, item)
    for (const listener of [...listeners]) listener(items)
  }

  const stopStorage = subscribeRecentTransactions(storage, (key) => {
    if (!scope || key === scope.key || key === recentTransactionsPrefix) sync()
  })
  const stopState = config.subscribe(
    (state) => {
      const connection = state.current
        ? state.connections.get(state.current)
        : undefined
      return `${state.status === 'disconnected' ? '' : (connection?.accounts[0] ?? '')}:${connection?.chainId ?? ''}`
    },
    () => sync(),
  )
  sync()
  return {
    users: 0,
    listeners,
    current: () => items,
    stop: () => {
      stopStorage()
      stopState()
      for (const controller of following.values()) controller.abort()
      following.clear()
    },
  }
}
