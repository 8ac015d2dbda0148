'use client'

import {
  type ClearRecentTransactionsParameters,
  clearRecentTransactions,
} from '@latch/core'
import { useCallback } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'

/** A function that empties the connected account's recent list on its chain, in every tab. */
export function useClearRecentTransactions(): (
  parameters?: ClearRecentTransactionsParameters,
) => void {
  const config = useLatchConfig()
  return useCallback(
    (parameters) => clearRecentTransactions(config, parameters),
    [config],
  )
}
