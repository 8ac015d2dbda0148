import { createContext } from 'react'

/** One of the dialogs `LatchProvider` renders. */
export type LatchDialog = 'connect' | 'account' | 'network'

/** How a dialog is opened: where focus goes if its opener is gone by then. */
export type OpenDialogOptions = {
  /** E.g. the account button that replaced *Connect wallet* once connected. */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined
}

/** The dialogs' state, as `LatchProvider` holds it. */
export type DialogsState = {
  /** The dialog asked for (shown once its code is loaded), if any. */
  dialog: LatchDialog | undefined
  open: (dialog: LatchDialog, options?: OpenDialogOptions) => void
  close: (dialog: LatchDialog) => void
}

/** The dialogs of the nearest `LatchProvider`; internal, read through the dialog hooks. */
export const DialogsContext = createContext<DialogsState | undefined>(undefined)
