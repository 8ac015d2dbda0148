import { useEffect, useRef, useState } from 'react'

/** How long the confirmation stays. */
export const copiedFor = 4_000

/** Copies text to the clipboard; `state` says how the last copy went. */
export function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async (text: string) => {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
      timer.current = setTimeout(() => setState('idle'), copiedFor)
    } catch {
      // No clipboard (permission denied, insecure context): say so, and the
      // text stays on screen to copy by hand.
      setState('failed')
    }
  }
  return { state, copy }
}
