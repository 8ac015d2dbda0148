'use client'

import { getWalletConnection, type WalletConnection } from '@latch/core'
import { useContext, useRef, useSyncExternalStore } from 'react'
import { InitialConnectionContext } from '../InitialConnectionContext.ts'
import { useLatchConfig } from './useLatchConfig.ts'

// What a server renders, and so what hydration must see first: no wallet,
// unless the server was given the visitor's state (`initialState`).
const serverConnection: WalletConnection = Object.freeze({
  status: 'disconnected',
  account: undefined,
  chain: undefined,
  connector: undefined,
  provider: undefined,
})

/** The connection (status, checksummed account, chain and its unsupported flag, provider). */
export function useWalletConnection(): WalletConnection {
  const config = useLatchConfig()
  const initial = useContext(InitialConnectionContext) ?? serverConnection
  const last = useRef<WalletConnection | undefined>(undefined)
  return useSyncExternalStore(
    (onChange) => config.subscribe((state) => state, onChange),
    () => {
      const next = getWalletConnection(config)
      // Hydrated over the server's connection: the same values keep its
      // object, and React renders nothing again.
      const previous = last.current ?? initial
      // Same values → same object, so React does not re-render for nothing.
      if (
        previous &&
        previous.status === next.status &&
        previous.account === next.account &&
        previous.chain?.id === next.chain?.id &&
        previous.chain?.unsupported === next.chain?.unsupported &&
        previous.connector === next.connector &&
        previous.provider === next.provider
      )
        return previous
      last.current = next
      return next
    },
    () => initial,
  )
}
