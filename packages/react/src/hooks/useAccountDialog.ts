'use client'

import { type UseDialogReturnType, useDialog } from '../dialogs/useDialog.ts'

/** What `useAccountDialog` returns: `{ open, close, isOpen }`. */
export type UseAccountDialogReturnType = UseDialogReturnType

/** The account dialog (while connected): open it from any element. */
export function useAccountDialog(): UseAccountDialogReturnType {
  return useDialog('account', 'useAccountDialog')
}
