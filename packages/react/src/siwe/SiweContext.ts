import type { SiweClient } from '@latch/core/siwe'
import { createContext } from 'react'

/**
 * The page's Sign-In with Ethereum client: `undefined` when the dapp did not
 * turn it on, `null` while its code loads (internal).
 */
export const SiweContext = createContext<SiweClient | null | undefined>(
  undefined,
)
