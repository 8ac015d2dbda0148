import type { BrowserContext, Request } from 'playwright-core'
import { isLocal } from '../../test/isLocal.ts'

/** Requests to other origins that the page tried; none left the machine. */
export type ThirdPartyLog = {
  /** Attempts per origin (HTTP and WebSocket). */
  byOrigin: Record<string, number>
  /** JSON-RPC methods found in blocked POST bodies (public RPCs). */
  rpcMethods: string[]
  /** The blocked `eth_call`s, `to` and `data` lower case. */
  ethCalls: { to: string; data: string }[]
}

export type Guard = {
  /** Returns the attempts since the last call, and starts a new log. */
  take: () => ThirdPartyLog
  /**
   * Removes the context's routes, which re-enables its HTTP cache (Playwright
   * turns the cache off while any route is set). Requests off the machine are
   * still counted, and the browser's dead proxy (`launchChromium`) still stops
   * them.
   */
  release: () => Promise<void>
}

/**
 * Blocks every request of a browser context that would leave the machine
 * (`context.route` and `routeWebSocket` abort them), and counts them per
 * origin: they are never sent.
 */
export async function guardContext(context: BrowserContext): Promise<Guard> {
  let log = empty()
  const count = (url: string) => {
    const { origin, protocol, host } = new URL(url)
    const key = origin === 'null' ? `${protocol}//${host}` : origin
    log.byOrigin[key] = (log.byOrigin[key] ?? 0) + 1
  }
  const record = (request: Request) => {
    if (isLocal(request.url())) return
    count(request.url())
    const body = request.postData()
    if (!body) return
    try {
      const parsed = JSON.parse(body) as unknown
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const { method, params } = call as {
          method?: unknown
          params?: unknown
        }
        if (typeof method !== 'string') continue
        log.rpcMethods.push(method)
        if (method === 'eth_call' && Array.isArray(params)) {
          const tx = params[0] as { to?: string; data?: string } | undefined
          log.ethCalls.push({
            to: tx?.to?.toLowerCase() ?? '',
            data: tx?.data?.toLowerCase() ?? '',
          })
        }
      }
    } catch {}
  }
  context.on('request', record)
  context.on('page', (page) =>
    page.on('websocket', (socket) => {
      if (!isLocal(socket.url())) count(socket.url())
    }),
  )
  await context.route(
    (url) => !isLocal(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  await context.routeWebSocket(
    (url) => !isLocal(url.href),
    (socket) => socket.close(),
  )
  return {
    take: () => {
      const taken = log
      log = empty()
      return taken
    },
    release: () => context.unrouteAll({ behavior: 'ignoreErrors' }),
  }
}

function empty(): ThirdPartyLog {
  return { byOrigin: {}, rpcMethods: [], ethCalls: [] }
}
