import { Socket } from 'node:net'
import { WebSocket as NodeWebSocket } from 'ws'

export type RoutedNetwork = {
  /** Every URL off loopback given to `fetch` or `WebSocket`, in order. */
  asked: string[]
  /** Non-loopback hosts a connection was refused to. */
  refused: string[]
  restore: () => void
}

const loopback = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/

/** A URL off loopback: the test must not reach it. */
class OffLoopbackError extends Error {
  override name = 'OffLoopbackError' as const
  constructor(target: string) {
    super(`A test tried to reach ${target}; only loopback is allowed.`)
  }
}

/**
 * Stands in for the internet at this process's network boundary: `fetch`
 * and `WebSocket` to a URL in `routes` reach the loopback URL it maps to,
 * the URL asked is recorded, and anything else off loopback is refused
 * before it leaves the machine (no DNS lookup, no connection). Install it
 * before the code under test loads its WebSocket (viem reads the global one
 * when it first opens a socket).
 */
export function routeNetwork(routes: Record<string, string>): RoutedNetwork {
  const asked: string[] = []
  const refused: string[] = []
  const route = (url: string) => {
    if (loopback.test(new URL(url).hostname)) return url
    asked.push(url)
    const target = routes[url]
    if (target && loopback.test(new URL(target).hostname)) return target
    const { hostname } = new URL(url)
    refused.push(hostname)
    throw new OffLoopbackError(hostname)
  }

  const originalFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    if (input instanceof Request) {
      const target = route(input.url)
      return originalFetch(new Request(target, input), init)
    }
    return originalFetch(route(String(input)), init)
  }

  const global = globalThis as { WebSocket?: unknown }
  const hadWebSocket = 'WebSocket' in global
  const originalWebSocket = global.WebSocket
  global.WebSocket = class RoutedWebSocket extends NodeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(route(String(url)), protocols)
    }
  }

  // The last line: whatever holds its own `fetch` or socket class still
  // opens its connections here.
  const connect = Socket.prototype.connect
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    // net.connect() passes its normalized [options, callback] as one array.
    const first = Array.isArray(args[0]) ? args[0][0] : args[0]
    let host = 'localhost'
    if (typeof first === 'number') host = String(args[1] ?? host)
    else if (first && typeof first === 'object') {
      const options = first as { host?: unknown; path?: unknown }
      // An IPC path never leaves the machine.
      if (!options.path) host = String(options.host ?? host)
    }
    if (!loopback.test(host)) {
      refused.push(host)
      process.nextTick(() => this.destroy(new OffLoopbackError(host)))
      return this
    }
    return (connect as (...a: unknown[]) => Socket).apply(this, args)
  } as typeof connect

  return {
    asked,
    refused,
    restore() {
      globalThis.fetch = originalFetch
      if (hadWebSocket) global.WebSocket = originalWebSocket
      else delete global.WebSocket
      Socket.prototype.connect = connect
    },
  }
}
