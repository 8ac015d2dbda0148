import { WagmiProviderNotFoundError } from '@latch/core'
import { useContext, useMemo } from 'react'
import { useLatchConfig } from '../hooks/useLatchConfig.ts'
import {
  DialogsContext,
  type DialogsState,
  type LatchDialog,
} from './DialogsContext.ts'

/** What each dialog hook returns. */
export type UseDialogReturnType = {
  /**
   * Opens the dialog (once its code is loaded, when it is not yet); focus
   * returns to the element active now when it closes. The account and
   * network dialogs open only with an account (one being restored opens
   * them once confirmed).
   */
  open: () => void
  /** Closes the dialog, if it is the one open. */
  close: () => void
  /** Whether the dialog is open: from `open()` (once its code is loaded) until it closes. */
  isOpen: boolean
}

/**
 * One of the provider's dialogs. Outside `LatchProvider` it throws the
 * wallet hooks' `WagmiProviderNotFoundError`.
 */
export function useDialog(
  which: LatchDialog,
  hook: string,
): UseDialogReturnType {
  const { dialog, open, close } = useDialogs(hook)
  const isOpen = dialog === which
  return useMemo(
    () => ({ open: () => open(which), close: () => close(which), isOpen }),
    [open, close, which, isOpen],
  )
}

/**
 * The dialogs of the nearest `LatchProvider`, for the hooks and the buttons
 * that open them. Outside it, the wallet hooks' `WagmiProviderNotFoundError`.
 */
export function useDialogs(user: string): DialogsState {
  // The same guard, and the same words, as every other wallet hook.
  useLatchConfig()
  const dialogs = useContext(DialogsContext)
  if (!dialogs)
    throw new WagmiProviderNotFoundError({
      cause: new Error(`${user} must be used within LatchProvider.`),
    })
  return dialogs
}
