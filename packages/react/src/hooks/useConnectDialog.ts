'use client'

import { type UseDialogReturnType, useDialog } from '../dialogs/useDialog.ts'

/** What `useConnectDialog` returns: `{ open, close, isOpen }`. */
export type UseConnectDialogReturnType = UseDialogReturnType

/** The connect dialog: open it from any element, before any `ConnectButton` exists too. */
export function useConnectDialog(): UseConnectDialogReturnType {
  return useDialog('connect', 'useConnectDialog')
}
