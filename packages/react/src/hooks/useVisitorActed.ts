'use client'

import { onFirstIntent } from '@latch/core/internal'
import { useSyncExternalStore } from 'react'

// Whether the visitor has clicked, tapped or pressed a key on this page yet:
// what Latch waits for before anything it shows calls a third party.
let acted = false
let listening = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  if (!acted && !listening) {
    listening = true
    onFirstIntent(window, () => {
      acted = true
      for (const notify of listeners) notify()
    })
  }
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
