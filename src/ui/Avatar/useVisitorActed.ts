import { useSyncExternalStore } from 'react'

// Whether the visitor has clicked, tapped or pressed a key on this page yet:
// what Latch waits for before anything it shows calls a third party.
const intents = ['pointerdown', 'keydown', 'touchstart'] as const
let acted = false
const listeners = new Set<() => void>()

function onIntent() {
  acted = true
  for (const event of intents)
    window.removeEventListener(event, onIntent, { capture: true })
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (!acted && listeners.size === 0)
    for (const event of intents)
      window.addEventListener(event, onIntent, { capture: true, passive: true })
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** `true` once the visitor has clicked, tapped or pressed a key on the page. */
export function useVisitorActed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => acted,
    () => false,
  )
}
