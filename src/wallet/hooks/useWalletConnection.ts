import { useRef, useSyncExternalStore } from 'react'
import {
  getWalletConnection,
  type WalletConnection,
} from '../actions/getWalletConnection.ts'
import { useWalletConfig } from './useWalletConfig.ts'

/** The connection (status, checksummed account, chain and its unsupported flag, provider). */
export function useWalletConnection(): WalletConnection {
  const config = useWalletConfig()
  const last = useRef<WalletConnection | undefined>(undefined)
  return useSyncExternalStore(
    (onChange) => config.subscribe((state) => state, onChange),
    () => {
      const next = getWalletConnection(config)
      const previous = last.current
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
  )
}
