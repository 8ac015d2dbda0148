'use client'

import {
  readRecentTransactions,
  recentTransactionsKey,
  recentTransactionsStorage,
  subscribeRecentTransactions,
} from '@latch/core/internal'
import { useEffect, useSyncExternalStore } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'

/**
 * How many of the connected account's recent transactions on its chain are
 * pending, from storage (this tab's and the others' writes). While any
 * is, their follower is loaded and runs, so the count falls as they settle.
 */
export function usePendingTransactionCount(): number {
  const config = useLatchConfig()
  const { account, chain } = useWalletConnection()
  const key = account && chain ? recentTransactionsKey(account, chain.id) : ''
  const storage = recentTransactionsStorage(config)
  const count = useSyncExternalStore(
    (onChange) => subscribeRecentTransactions(storage, onChange),
    () =>
      key
        ? readRecentTransactions(storage, key).filter(
            (item) => item.status === 'pending',
          ).length
        : 0,
    () => 0,
  )
  const following = count > 0
  useEffect(() => {
    if (!following) return
    let active = true
    let stop: (() => void) | undefined
    import('../transactions/followPendingTransactions.ts').then(
      (module) => {
        if (active) stop = module.followPendingTransactions(config)
      },
      () => {},
    )
    return () => {
      active = false
      stop?.()
    }
  }, [config, following])
  return count
}
