import {
  type Dispatch,
  type SetStateAction,
  startTransition,
  useEffect,
} from 'react'
import type { LatchDialog } from './DialogsContext.ts'
import { dialogLoaders } from './dialogLoaders.ts'

/**
 * While `enabled` (the connect dialog is on offer), the connect dialog's
 * code fetched once the page is idle and the dialog mounted, closed
 * (`setMounted`), in the background.
 */
export function usePrepareConnectDialog(
  enabled: boolean,
  setMounted: Dispatch<SetStateAction<Partial<Record<LatchDialog, boolean>>>>,
) {
  // A touch screen has no hover to hint at the first tap: once the page is
  // idle, the connect dialog's code is fetched (the page's own origin, no
  // wallet SDK) and the dialog rendered, closed, in the background (a
  // transition: a tap meanwhile is answered first), so that the first tap
  // only shows it, in its own frame.
  useEffect(() => {
    if (!enabled) return
    let active = true
    const prepare = () => {
      dialogLoaders.connect.load().then(
        () => {
          if (!active) return
          startTransition(() =>
            setMounted((x) => (x.connect ? x : { ...x, connect: true })),
          )
        },
        () => {},
      )
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prepare, { timeout: 3_000 })
      return () => {
        active = false
        cancelIdleCallback(id)
      }
    }
    const id = setTimeout(prepare, 1_000)
    return () => {
      active = false
      clearTimeout(id)
    }
  }, [enabled, setMounted])
}
