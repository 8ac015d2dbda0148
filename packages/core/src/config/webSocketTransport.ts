import { type WebSocketTransport, webSocket } from 'viem'

/** viem's `webSocket` transport, in a module of its own: `lazyWebSocket` loads it. */
export function webSocketTransport(
  ...parameters: Parameters<typeof webSocket>
): WebSocketTransport {
  return webSocket(...parameters)
}
