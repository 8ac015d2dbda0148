import type { BrowserContext } from 'playwright-core'

export type Activity = {
  /**
   * Resolves once no request of the context has been in flight for `quietMs`
   * (or after `maxMs` at most); returns whether it became quiet.
   */
  quiet: (quietMs?: number, maxMs?: number) => Promise<boolean>
}

/** Follows a context's requests, to wait until the page has settled. */
export function trackActivity(context: BrowserContext): Activity {
  const inFlight = new Set<unknown>()
  let last = performance.now()
  context.on('request', (request) => {
    inFlight.add(request)
    last = performance.now()
  })
  const done = (request: unknown) => {
    inFlight.delete(request)
    last = performance.now()
  }
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  return {
    quiet: async (quietMs = 1_000, maxMs = 15_000) => {
      const deadline = performance.now() + maxMs
      while (performance.now() < deadline) {
        if (inFlight.size === 0 && performance.now() - last >= quietMs)
          return true
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return false
    },
  }
}
