import { createContext, useContext } from 'react'
import type { LatchProviderProps } from './LatchProvider.tsx'

/** The `LatchProvider` options its components read (internal). */
export type LatchOptions = Pick<
  LatchProviderProps,
  'avatar' | 'disclaimer' | 'appInfo' | 'accountActions'
> & {
  /** `initialChain`'s id. */
  initialChainId?: number | undefined
}

/** The options of the nearest `LatchProvider` (none outside one). */
export const LatchOptionsContext = createContext<LatchOptions>({})

/** The options of the nearest `LatchProvider`. */
export function useLatchOptions(): LatchOptions {
  return useContext(LatchOptionsContext)
}
