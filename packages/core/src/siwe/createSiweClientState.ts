import type { Address } from 'viem'
import type { SiweClientError, SiweStatus } from './SiweOptions.ts'

/** Where a SIWE client is (`SiweClient.getState`, `useSiwe`). */
export type SiweClientState = {
  status: SiweStatus
  /** The signed-in account. */
  address: Address | undefined
  chainId: number | undefined
  /** Why the last sign-in did not complete; cleared by the next attempt. */
  error: SiweClientError | undefined
  /** Whether the server's session has been read (after a reload). */
  checked: boolean
  /** Whether the wallet has signed and the server is verifying (`signInOnConnect`). */
  verifying: boolean
}

/** A SIWE client's state and who listens to it (internal). */
export type SiweClientStore = ReturnType<typeof createSiweClientState>

/**
 * A SIWE client's state (internal): read at once, changed in one place,
 * each change told to every listener.
 */
export function createSiweClientState() {
  let state: SiweClientState = {
    status: 'unauthenticated',
    address: undefined,
    chainId: undefined,
    error: undefined,
    checked: false,
    verifying: false,
  }
  const listeners = new Set<() => void>()
  const set = (next: Partial<SiweClientState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set,
    /** Nobody signed in, with why the last attempt failed, if it did. */
    signedOut: (error?: SiweClientError) =>
      set({
        status: 'unauthenticated',
        address: undefined,
        chainId: undefined,
        error,
        verifying: false,
      }),
    clear: () => listeners.clear(),
  }
}
