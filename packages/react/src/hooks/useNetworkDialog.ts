'use client'

import { type UseDialogReturnType, useDialog } from '../dialogs/useDialog.ts'

/** What `useNetworkDialog` returns: `{ open, close, isOpen }`. */
export type UseNetworkDialogReturnType = UseDialogReturnType

/** The network dialog (while connected): the configured chains; choosing one switches the wallet. */
export function useNetworkDialog(): UseNetworkDialogReturnType {
  return useDialog('network', 'useNetworkDialog')
}
