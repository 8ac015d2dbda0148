import type { Chain } from 'viem'

/**
 * A chain's node URLs: one URL (its scheme says HTTP or websocket), or lists
 * of each. Tried in order, websockets first, before the chain's public RPC.
 */
export type ChainRpcUrls =
  | string
  | {
      http?: string | readonly string[] | undefined
      webSocket?: string | readonly string[] | undefined
    }

/**
 * The chain with its configured node URLs under `rpcUrls.node` (beside viem's
 * `default`, the public RPC): what Latch's transport, the add-chain request,
 * WalletConnect's RPC map and the Content-Security-Policy read.
 */
export function withRpcUrls(
  chain: Chain,
  urls: ChainRpcUrls | undefined,
): Chain {
  if (!urls) return chain
  const list = (value: string | readonly string[] | undefined) =>
    value === undefined ? [] : typeof value === 'string' ? [value] : [...value]
  const all =
    typeof urls === 'string'
      ? /^wss?:/i.test(urls)
        ? { http: [], webSocket: [urls] }
        : { http: [urls], webSocket: [] }
      : { http: list(urls.http), webSocket: list(urls.webSocket) }
  if (all.http.length === 0 && all.webSocket.length === 0) return chain
  return { ...chain, rpcUrls: { ...chain.rpcUrls, node: all } }
}
