import type { SiweOptions, TokenSuggestion } from '@latch/react'
import { createContext, useContext } from 'react'

/**
 * What a build adds to the pages: in devnet builds, the demo token and
 * Sign-In with Ethereum's endpoints (production: the dapp's own backend,
 * none here).
 */
export type AppOptions = {
  tokens: readonly TokenSuggestion[]
  siwe?: SiweOptions | undefined
}

/** The build's page options; none by default (production). */
export const AppOptionsContext = createContext<AppOptions>({ tokens: [] })

/** The build's page options. */
export function useAppOptions(): AppOptions {
  return useContext(AppOptionsContext)
}
