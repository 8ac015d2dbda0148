'use client'

import {
  getRecentTransactions,
  type RecentTransaction,
  watchRecentTransactions,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'

/**
 * The connected account's recent transactions on its chain, newest first,
 * kept up to date as each pending one settles (in this tab or another) and
 * as the account or chain changes; while mounted, the pending ones are
 * followed (`watchRecentTransactions`).
 */
export function useRecentTransactions(): readonly RecentTransaction[] {
  const config = useLatchConfig()
  // A server rendered none: the stored list comes after hydration.
  const [items, setItems] = useState<readonly RecentTransaction[]>(() =>
    config.latch.ssr ? [] : getRecentTransactions(config),
  )
  useEffect(
    () => watchRecentTransactions(config, { onChange: setItems }),
    [config],
  )
  return items
}
