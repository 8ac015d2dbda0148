import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /**
   * Where focus goes on close when the opener is gone (e.g. *Connect wallet*
   * replaced by the account button once connected).
   */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined
  /**
   * The element focus returns to on close (the one that asked for the
   * dialog, which may open later, once its code is loaded); the active
   * element when the dialog shows by default, the body when it gives none.
   */
  opener?: (() => Element | null | undefined) | undefined
  /**
   * Renders the content while closed too, hidden by the closed `<dialog>`
   * (out of the page and the accessibility tree): opening then only shows
   * it. Off, the content mounts on open and unmounts on close.
   */
  prerender?: boolean | undefined
}

const tabbable =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native `<dialog>`: the browser makes the rest of the
 * page inert and closes it on Escape. On top, Tab wraps inside it (so focus
 * never leaves for the browser's own UI), the element marked
 * `data-autofocus` takes focus on open, and focus returns to the opener.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, children, returnFocus, prerender } = props
  const openerOf = useRef(props.opener)
  openerOf.current = props.opener
  const t = useMessages()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  // Set while the dialog closes because `open` went false: that close was
  // asked for, its `close` event must not call `onClose` a second time.
  const closing = useRef(false)
  const returnFocusRef = useRef(returnFocus)
  returnFocusRef.current = returnFocus
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = openerOf.current
        ? (openerOf.current() ?? document.body)
        : document.activeElement
      // The dialog's own focusing steps focus the element marked: focus
      // moves once, not to Close and then again (each move costs a style
      // update and focus events in the frame that shows the dialog).
      const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]')
      autofocus?.setAttribute('autofocus', '')
      dialog.showModal()
      autofocus?.removeAttribute('autofocus')
      if (autofocus && document.activeElement !== autofocus) autofocus.focus()
    }
    if (!open) {
      if (dialog.open) {
        closing.current = true
        dialog.close()
      }
      const previous = opener.current
      opener.current = null
      if (!previous) return
      const target =
        previous instanceof HTMLElement && previous.isConnected
          ? previous
          : returnFocusRef.current?.()
      target?.focus()
    }
  }, [open])

  // A prerendered dialog is laid out once while the page is idle, unseen
  // (hidden, out of the flow, for the length of one task), then put back:
  // the fonts, text shapes and styles its first opening needs are ready, so
  // that opening costs about half as much (the layout itself is redone).
  useEffect(() => {
    const dialog = ref.current
    if (!prerender || !dialog) return
    const warm = () => {
      if (dialog.open || !dialog.isConnected) return
      const style = dialog.getAttribute('style')
      dialog.style.setProperty('display', 'block', 'important')
      dialog.style.setProperty('visibility', 'hidden', 'important')
      dialog.style.setProperty('position', 'fixed', 'important')
      void dialog.offsetHeight
      if (style === null) dialog.removeAttribute('style')
      else dialog.setAttribute('style', style)
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 2_000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(warm, 500)
    return () => clearTimeout(id)
  }, [prerender])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const elements = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(tabbable),
    ].filter((element) => !element.matches(':disabled'))
    const first = elements[0]
    const last = elements.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (
      event.shiftKey &&
      (active === first || active === event.currentTarget)
    ) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className="latch-dialog"
      lang={t.lang}
      dir={t.dir}
      aria-modal="true"
      aria-labelledby={titleId}
      // Escape: closed by the page, in the same task, not by the browser.
      // Closed by the browser, the dialog was shut while the page still
      // thought it open, until its `close` event came, a task later: a tap
      // on the opener in between (a loaded machine runs input first) was
      // lost, then the late event closed it.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (closing.current) closing.current = false
        else onClose()
      }}
      onKeyDown={onKeyDown}
    >
      {(open || prerender) && (
        <>
          {/* A div: a <header> here would be a second banner landmark. */}
          <div className="latch-dialog__header">
            <h2 id={titleId} className="latch-dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="latch-button latch-button--secondary latch-dialog__close"
              onClick={onClose}
            >
              {t.dialog.close}
            </button>
          </div>
          <div className="latch-dialog__body">{children}</div>
        </>
      )}
    </dialog>
  )
}
