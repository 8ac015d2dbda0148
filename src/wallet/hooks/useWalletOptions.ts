import { useEffect, useState } from 'react'
import { useConnectors } from 'wagmi'
import {
  getWalletOptions,
  type WalletOption,
} from '../actions/getWalletOptions.ts'
import { useLatch } from './LatchContext.ts'
import { useWalletConfig } from './useWalletConfig.ts'

/** The wallets to offer in the connect dialog, kept current as wallets announce. */
export function useWalletOptions(): WalletOption[] {
  const config = useWalletConfig()
  const { announcedWallets, lazyConnectors } = useLatch()
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
    announcedWallets: announcedWallets(),
    lazyConnectors,
    recentConnectorId,
    windowEthereum:
      typeof window === 'undefined'
        ? undefined
        : (window as { ethereum?: unknown }).ethereum,
  })
}
