/** Where the visitor's acts are heard: the page's `window`, in the app. */
export type IntentTarget = Pick<
  Window,
  'addEventListener' | 'removeEventListener'
>

const intents = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * Calls `listener` once, on the visitor's first click, tap or key press on
 * `target` (in the capture phase: before the event's own handlers). What
 * Latch waits for before it loads a wallet SDK or calls a third party.
 * Returns a function that stops listening.
 */
export function onFirstIntent(
  target: IntentTarget,
  listener: () => void,
): () => void {
  const onIntent = () => {
    off()
    listener()
  }
  const off = () => {
    for (const event of intents)
      target.removeEventListener(event, onIntent, { capture: true })
  }
  for (const event of intents)
    target.addEventListener(event, onIntent, { capture: true, passive: true })
  return off
}
