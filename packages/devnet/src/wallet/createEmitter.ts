// biome-ignore lint/suspicious/noExplicitAny: listeners take whatever the event carries
export type EmitterListener = (...args: any[]) => void

export type Emitter = {
  on: (event: string, listener: EmitterListener) => void
  once: (event: string, listener: EmitterListener) => void
  removeListener: (event: string, listener: EmitterListener) => void
  emit: (event: string, ...args: unknown[]) => void
  listenerCount: (event: string) => number
}

/**
 * A tiny event emitter with Node's `on`/`removeListener` shape (what EIP-1193
 * asks of a provider), usable in a browser page without Node built-ins.
 */
export function createEmitter(): Emitter {
  const listeners = new Map<string, EmitterListener[]>()
  const emitter: Emitter = {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    once(event, listener) {
      const wrapped: EmitterListener = (...args) => {
        emitter.removeListener(event, wrapped)
        listener(...args)
      }
      emitter.on(event, wrapped)
    },
    removeListener(event, listener) {
      const current = listeners.get(event) ?? []
      const index = current.lastIndexOf(listener)
      if (index === -1) return
      listeners.set(event, [
        ...current.slice(0, index),
        ...current.slice(index + 1),
      ])
    },
    emit(event, ...args) {
      // A copy, so a listener that removes itself does not skip the next one.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          // One faulty listener must not break the wallet nor its other
          // listeners; surface it the way an EventTarget would.
          reportListenerError(error)
        }
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.length ?? 0
    },
  }
  return emitter
}

function reportListenerError(error: unknown) {
  const report = (globalThis as { reportError?: (error: unknown) => void })
    .reportError
  if (typeof report === 'function') report(error)
  else console.error(error)
}
