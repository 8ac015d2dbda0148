import { type ReactNode, useEffect, useId, useRef } from 'react'
import styles from './Dialog.module.css'

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
}

/**
 * A modal dialog on the native `<dialog>`: the browser makes the rest of the
 * page inert (focus stays inside), closes it on Escape and returns focus to
 * the element that opened it.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      {open && (
        <>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose}>
              Close
            </button>
          </header>
          {children}
        </>
      )}
    </dialog>
  )
}
