'use client'

import {
  recentTransactionsEvent,
  recentTransactionsKey,
  recentTransactionsStorage,
} from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'

/**
 * Whether the connected account has a stored list of recent transactions
 * on its chain, or gets one (written in this tab or another): the cue to
 * load the code that reads it. Once true, it stays so for that list.
 */
export function useHasRecentTransactions(): boolean {
  const config = useLatchConfig()
  const { account, chain } = useWalletConnection()
  const key = account && chain ? recentTransactionsKey(account, chain.id) : ''
  const [listed, setListed] = useState('')
  useEffect(() => {
    if (!key || listed === key) return
    const storage = recentTransactionsStorage(config)
    const check = () => {
      try {
        if (storage.getItem(key)) setListed(key)
      } catch {}
    }
    check()
    window.addEventListener('storage', check)
    window.addEventListener(recentTransactionsEvent, check)
    return () => {
      window.removeEventListener('storage', check)
      window.removeEventListener(recentTransactionsEvent, check)
    }
  }, [config, key, listed])
  return !!key && listed === key
}
