import type { BrowserContext } from 'playwright-core'
import { mainnet } from 'viem/chains'
import { isLocal } from './isLocal.ts'

/** What a page asked of the world beyond loopback: recorded, never sent. */
export type OffMachine = {
  requests: { url: string; clicked: boolean; answered: boolean }[]
  /** Set once the visitor has clicked: later requests are marked so. */
  clicked: boolean
}

/**
 * Stops and records every request of the context that is not loopback;
 * mainnet's public RPC is answered by the anvil at `rpcUrl`, the rest
 * refused.
 */
export async function stopOffMachine(
  context: BrowserContext,
  rpcUrl: string,
): Promise<OffMachine> {
  const offMachine: OffMachine = { requests: [], clicked: false }
  const mainnetRpc = new Set(
    mainnet.rpcUrls.default.http.map((url) => new URL(url).href),
  )
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
  }
  await context.route(
    (url) => !isLocal(url.href),
    async (route) => {
      const request = route.request()
      const answered = mainnetRpc.has(new URL(request.url()).href)
      offMachine.requests.push({
        url: request.url(),
        clicked: offMachine.clicked,
        answered,
      })
      try {
        if (!answered) await route.abort('blockedbyclient')
        else if (request.method() === 'OPTIONS')
          await route.fulfill({ status: 204, headers: cors })
        else {
          const response = await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: request.postData() ?? '',
          })
          await route.fulfill({
            status: response.status,
            headers: { ...cors, 'content-type': 'application/json' },
            body: await response.text(),
          })
        }
      } catch {} // the page went away meanwhile
    },
  )
  await context.routeWebSocket(
    (url) => !isLocal(url.href),
    (socket) => {
      offMachine.requests.push({
        url: socket.url(),
        clicked: offMachine.clicked,
        answered: false,
      })
      socket.close()
    },
  )
  return offMachine
}
