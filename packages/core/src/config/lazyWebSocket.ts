import type { WebSocketTransport, WebSocketTransportConfig } from 'viem'

type Loaded = ReturnType<WebSocketTransport>

/**
 * viem's `webSocket` transport, its code (the socket and its RPC client)
 * fetched with the first request over it rather than with the page: a page
 * makes no node request before its first paint, and a socket is opened on
 * the first request anyway. Until then the transport is described as viem's
 * is (`type: 'webSocket'`, the same key, name, retries and timeout), so
 * `fallback` and the watch actions treat it as one. A failed fetch fails
 * that request (`fallback` asks the next node) and is tried again.
 */
export function lazyWebSocket(
  url: string,
  config: WebSocketTransportConfig = {},
): WebSocketTransport {
  return (parameters) => {
    let loaded: Promise<Loaded> | undefined
    const transport = () => {
      loaded ??= import('./webSocketTransport.ts').then(
        ({ webSocketTransport }) => webSocketTransport(url, config)(parameters),
        (error: unknown) => {
          loaded = undefined
          throw error
        },
      )
      return loaded
    }
    const request: Loaded['request'] = async (args, options) =>
      (await transport()).request(args, options)
    const value = async () => (await transport()).value!
    return {
      config: {
        key: config.key ?? 'webSocket',
        methods: config.methods,
        name: config.name ?? 'WebSocket JSON-RPC',
        request,
        // viem's defaults (`webSocket`, `createTransport`).
        retryCount: config.retryCount ?? parameters.retryCount ?? 3,
        retryDelay: config.retryDelay ?? 150,
        timeout: parameters.timeout ?? config.timeout ?? 10_000,
        type: 'webSocket',
      },
      request,
      value: {
        getSocket: async () => (await value()).getSocket(),
        getRpcClient: async () => (await value()).getRpcClient(),
        subscribe: async (args) => (await value()).subscribe(args),
      },
    }
  }
}
