import { type Chain, fallback, http, type Transport } from 'viem'
import { lazyWebSocket } from './lazyWebSocket.ts'

/** How long one node may take to answer before the next one is asked. */
export const nodeTimeout = 4_000

/**
 * A chain's configured nodes (`rpcUrls.node`: websockets, then HTTP), then
 * its public RPC; without configured nodes, the public RPC alone. A node that
 * refuses, fails or hangs hands the request to the next within
 * `nodeTimeout`, and the first is asked again on the next request, so
 * recovery is immediate. A websocket's code is fetched with its first
 * request (`lazyWebSocket`), not with the page.
 */
export function createTransport(chain: Chain): Transport {
  const publicRpc = http(chain.rpcUrls.default.http[0], {
    timeout: nodeTimeout,
  })
  const node = chain.rpcUrls.node
  if (!node) return publicRpc
  return fallback(
    [
      ...(node.webSocket ?? []).map((url) =>
        lazyWebSocket(url, { timeout: nodeTimeout }),
      ),
      ...node.http.map((url) => http(url, { timeout: nodeTimeout })),
      publicRpc,
    ],
    { retryCount: 0 },
  )
}
