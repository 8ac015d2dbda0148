'use client'

import {
  type AddRecentTransactionParameters,
  type AddRecentTransactionReturnType,
  addRecentTransaction,
} from '@latch/core'
import { useCallback } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'

/**
 * A function that adds a transaction (`hash`) or a batch (`callsId`) the
 * dapp sent itself to the recent list, to be followed to its outcome.
 * Throws `InvalidRecentTransactionError` or `RecentTransactionAccountError`.
 */
export function useAddRecentTransaction(): (
  parameters: AddRecentTransactionParameters,
) => AddRecentTransactionReturnType {
  const config = useLatchConfig()
  return useCallback(
    (parameters) => addRecentTransaction(config, parameters),
    [config],
  )
}
