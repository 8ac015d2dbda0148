import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Dialog } from './Dialog.tsx'

afterEach(cleanup)

function Harness(props: {
  removeOpener?: boolean
  fallback?: boolean
  prerender?: boolean
}) {
  const [open, setOpen] = useState(false)
  const [opener, setOpener] = useState(true)
  return (
    <>
      {opener && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <button type="button" id="fallback">
        Fallback
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Example"
        returnFocus={
          props.fallback ? () => document.getElementById('fallback') : undefined
        }
        prerender={props.prerender}
      >
        <button type="button" data-autofocus>
          First action
        </button>
        <button
          type="button"
          onClick={() => {
            if (props.removeOpener) setOpener(false)
            setOpen(false)
          }}
        >
          Done
        </button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  test('is a modal dialog named by its title, with Close', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Example' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(screen.queryByRole('button', { name: 'First action' })).toBeNull()
  })

  test('focuses the element marked data-autofocus on open', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'First action' }),
    )
  })

  test('Tab and Shift+Tab wrap around inside the dialog', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const close = screen.getByRole('button', { name: 'Close' })
    const done = screen.getByRole('button', { name: 'Done' })
    done.focus()
    fireEvent.keyDown(done, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(done)
    // In the middle, Tab is the browser's: no wrap.
    const first = screen.getByRole('button', { name: 'First action' })
    first.focus()
    const event = fireEvent.keyDown(first, { key: 'Tab' })
    expect(event).toBe(true) // not prevented
    expect(document.activeElement).toBe(first)
  })

  test('the native close (Escape) calls onClose and returns focus to the opener', async () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog') as HTMLDialogElement
    // What the browser does on Escape: close, then fire `close`.
    await act(async () => {
      dialog.close()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.queryByRole('button', { name: 'First action' })).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  test('Escape then, at once, the opener: the dialog opens again (the page closes it in the same task as Escape)', async () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog') as HTMLDialogElement
    // What the browser does on Escape: `cancel`; not prevented, it shuts
    // the dialog at once and fires `close` a task later, after the input
    // that came meanwhile (a loaded machine handles input first): here the
    // visitor's tap on the opener.
    const cancel = new Event('cancel', { cancelable: true })
    act(() => void dialog.dispatchEvent(cancel))
    if (!cancel.defaultPrevented) dialog.removeAttribute('open')
    fireEvent.click(opener)
    if (!cancel.defaultPrevented)
      act(() => void dialog.dispatchEvent(new Event('close')))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(dialog.open).toBe(true)
    expect(screen.getByRole('button', { name: 'First action' })).toBeDefined()
  })

  test('when the opener is gone, focus goes where returnFocus says', () => {
    render(<Harness removeOpener fallback />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Fallback' }),
    )
  })

  test('onClose is called once per close, not again for the close it causes', async () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Example">
        x
      </Dialog>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await act(async () => {
      rerender(
        <Dialog open={false} onClose={onClose} title="Example">
          x
        </Dialog>,
      )
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('prerender: the content is there while closed, out of sight and out of reach; opening shows those very elements, closing keeps them', () => {
    render(<Harness prerender />)
    const prepared = document.querySelector<HTMLElement>('[data-autofocus]')
    expect(prepared?.textContent).toBe('First action')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'First action' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Example' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'First action' })).toBe(prepared)
    expect(document.activeElement).toBe(prepared)
    // The mark only: no autofocus attribute is left behind.
    expect(prepared?.hasAttribute('autofocus')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('[data-autofocus]')).toBe(prepared)
    expect(screen.queryByRole('button', { name: 'First action' })).toBeNull()
  })

  test('prerender: once the page is idle, the closed dialog is laid out once, unseen, and left as it was', async () => {
    render(<Harness prerender />)
    const dialog = document.querySelector('dialog')!
    const seen: string[] = []
    // What the dialog looked like whenever its layout was forced.
    Object.defineProperty(dialog, 'offsetHeight', {
      configurable: true,
      get: () => {
        seen.push(
          `${dialog.style.display} ${dialog.style.visibility} ${dialog.style.position}`,
        )
        return 0
      },
    })
    await waitFor(() => expect(seen).toEqual(['block hidden fixed']))
    expect(dialog.getAttribute('style')).toBeNull()
    expect(dialog.open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
