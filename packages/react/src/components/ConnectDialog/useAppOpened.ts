import { useEffect, useRef, useState } from 'react'

/** How long a tap has to take the visitor away before Latch says no app opened. */
export const appOpenTimeout = 2_000

/**
 * After the tap that followed a wallet app's link (`tap` changes with each
 * one): `left` once the page was hidden (the app came to the front),
 * `stayed` when it was still in view `appOpenTimeout` later (no app took
 * the link: not installed); `waiting` before either. `onReturn` runs when
 * the visitor comes back to the page.
 */
export function useAppOpened(
  tap: number | undefined,
  onReturn: () => void,
): 'waiting' | 'left' | 'stayed' {
  const [state, setState] = useState<{
    tap: number | undefined
    outcome: 'waiting' | 'left' | 'stayed'
  }>({ tap, outcome: 'waiting' })
  if (state.tap !== tap) setState({ tap, outcome: 'waiting' })
  const returned = useRef(onReturn)
  returned.current = onReturn

  useEffect(() => {
    if (tap === undefined) return
    let left = document.visibilityState === 'hidden'
    const leave = () => {
      left = true
      setState((x) => (x.tap === tap ? { tap, outcome: 'left' } : x))
    }
    const change = () => {
      if (document.visibilityState === 'hidden') leave()
      else returned.current()
    }
    document.addEventListener('visibilitychange', change)
    window.addEventListener('pagehide', leave)
    const timer = setTimeout(() => {
      if (!left)
        setState((x) => (x.tap === tap ? { tap, outcome: 'stayed' } : x))
    }, appOpenTimeout)
    return () => {
      document.removeEventListener('visibilitychange', change)
      window.removeEventListener('pagehide', leave)
      clearTimeout(timer)
    }
  }, [tap])

  return state.tap === tap ? state.outcome : 'waiting'
}
