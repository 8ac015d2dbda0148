import { createContext, useContext } from 'react'
import type { LatchConfig } from '../../config/wagmi.ts'
import { WagmiProviderNotFoundError } from '../errors/guards.ts'

/** Latch's own wallet context beside wagmi's: the lazily loaded options. */
export const LatchContext = createContext<LatchConfig | undefined>(undefined)

/** Latch's wallet context; outside the app's providers, `WagmiProviderNotFoundError`. */
export function useLatch(): LatchConfig {
  const value = useContext(LatchContext)
  if (!value)
    throw new WagmiProviderNotFoundError({
      cause: new Error('useLatch must be used within the Latch providers.'),
    })
  return value
}
