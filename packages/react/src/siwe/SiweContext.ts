import { createContext } from 'react'
import type { SiweClient } from './createSiweClient.ts'

/**
 * The page's Sign-In with Ethereum client: `undefined` when the dapp did not
 * turn it on, `null` while its code loads (internal).
 */
export const SiweContext = createContext<SiweClient | null | undefined>(
  undefined,
)
