import { Socket } from 'node:net'

export type RecordedConnections = {
  /** `host:port` of every TCP connection this process opened. */
  connections: string[]
  /** Every URL given to the global `fetch`. */
  fetches: string[]
  /** Those that left loopback. */
  outside: () => string[]
  restore: () => void
}

const loopback = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])(:|$)/

/**
 * Records every outgoing connection of this process, to show that a test
 * stayed on loopback. It hooks `net.Socket#connect`, where `ws`, `fetch`
 * (undici) and `http` all end up, and the global `fetch` to see URLs.
 */
export function recordConnections(): RecordedConnections {
  const connections: string[] = []
  const fetches: string[] = []
  const connect = Socket.prototype.connect
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    // net.connect() passes its normalized [options, callback] as one array.
    const first = Array.isArray(args[0]) ? args[0][0] : args[0]
    if (typeof first === 'number')
      connections.push(`${args[1] ?? 'localhost'}:${first}`)
    else if (first && typeof first === 'object') {
      const { host, port, path } = first as Record<string, unknown>
      connections.push(path ? `ipc:${path}` : `${host ?? 'localhost'}:${port}`)
    }
    return (connect as (...a: unknown[]) => Socket).apply(this, args)
  } as typeof connect
  const originalFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    fetches.push(input instanceof Request ? input.url : String(input))
    return originalFetch(input, init)
  }
  return {
    connections,
    fetches,
    outside: () => [
      ...connections.filter((c) => !c.startsWith('ipc:') && !loopback.test(c)),
      ...fetches.filter((url) => !loopback.test(new URL(url).host)),
    ],
    restore() {
      Socket.prototype.connect = connect
      globalThis.fetch = originalFetch
    },
  }
}
