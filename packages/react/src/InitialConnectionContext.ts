import type { WalletConnection } from '@latch/core'
import { createContext } from 'react'

/**
 * The connection a server rendered (`LatchProvider`'s `initialState`):
 * what `useWalletConnection` renders on the server and while hydrating,
 * so both sides agree. None: the disconnected state.
 */
export const InitialConnectionContext = createContext<
  WalletConnection | undefined
>(undefined)
