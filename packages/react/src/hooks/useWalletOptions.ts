'use client'

import { getWalletOptions, type WalletOption } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConnectors } from 'wagmi'
import { useLatchConfig } from './useLatchConfig.ts'

/** The wallets to offer in the connect dialog, kept current as wallets announce. */
export function useWalletOptions(): WalletOption[] {
  const config = useLatchConfig()
  useConnectors() // re-render when an EIP-6963 wallet announces itself
  const [recentConnectorId, setRecentConnectorId] = useState<string | null>()
  useEffect(() => {
    let active = true
    Promise.resolve(config.storage?.getItem('recentConnectorId'))
      .catch(() => null)
      .then((id) => {
        if (active) setRecentConnectorId(id ?? null)
      })
    return () => {
      active = false
    }
  }, [config])
  return getWalletOptions(config, {
    recentConnectorId,
    windowEthereum:
      typeof window === 'undefined'
        ? undefined
        : (window as { ethereum?: unknown }).ethereum,
  })
}
