import { type RefObject, useEffect, useRef } from 'react'

/**
 * A view change removes the focused control: focus goes to the new view's
 * main action (`[data-view-focus]`), or, back on the list, to the wallet the
 * visitor picked (`pickedId`). Nothing moves in a closed dialog (an attempt
 * that ends as the dialog closes, e.g. connected).
 */
export function useViewFocus(
  body: RefObject<HTMLElement | null>,
  view: string,
  pickedId: string | undefined,
): void {
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const root = body.current
    if (!root?.closest('dialog')?.open) return
    const target =
      view === 'list'
        ? [...root.querySelectorAll<HTMLElement>('[data-option-id]')].find(
            (element) => element.dataset.optionId === pickedId,
          )
        : root.querySelector<HTMLElement>('[data-view-focus]')
    target?.focus()
  }, [body, view, pickedId])
}
