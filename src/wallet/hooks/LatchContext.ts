import { createContext, useContext } from 'react'
import type { LatchConfig } from '../../config/wagmi.ts'

/** Latch's own wallet context beside wagmi's: the lazily loaded options. */
export const LatchContext = createContext<LatchConfig | undefined>(undefined)

/** Latch's wallet context; throws outside the app's providers. */
export function useLatch(): LatchConfig {
  const value = useContext(LatchContext)
  if (!value)
    throw new Error('useLatch must be used within the Latch providers.')
  return value
}
