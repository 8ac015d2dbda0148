import { createContext } from 'react'

/**
 * Whether the connect dialog is open, for what starts only on opening (a
 * phone's WalletConnect pairing): the options are rendered before, and
 * re-render nothing else when it opens.
 */
export const ConnectDialogOpenContext = createContext(false)

/** Tells `LatchDialogs` which wallet app a phone visitor opened. */
export const WalletPickedContext = createContext<
  ((name: string) => void) | undefined
>(undefined)
