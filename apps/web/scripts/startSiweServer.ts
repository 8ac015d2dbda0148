import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiweHandler, type SiweRouteHandler } from '@latch/siwe'
import { toNodeHandler } from '@latch/siwe/node'
import { defineChain, http } from 'viem'

export type StartSiweServerParameters = {
  /** The devnet's chains, as Node reaches them. */
  chains: readonly { id: number; name: string; rpcUrl: string }[]
}

export type SiweServer = {
  /** Where it listens (loopback); the app's server proxies `/api/siwe` there. */
  url: string
  /** Tells it the app's origin, once the app's server knows its port. */
  setOrigin: (origin: string) => void
  stop: () => Promise<void>
}

/**
 * The devnet's Sign-In with Ethereum backend: `@latch/siwe`'s handlers on
 * `node:http`, with the in-memory store and a secret made for this run,
 * verifying against the devnet's nodes. The app's server proxies
 * `/api/siwe` to it, so its cookies are the page's own (first party).
 * Until the app's origin is known it answers 503.
 */
export async function startSiweServer(
  parameters: StartSiweServerParameters,
): Promise<SiweServer> {
  const [first, ...others] = parameters.chains.map((x) => ({
    chain: defineChain({
      id: x.id,
      name: x.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [x.rpcUrl] } },
    }),
    transport: http(x.rpcUrl),
  }))
  if (!first) throw new Error('the devnet has no chain')
  const secret = randomBytes(32).toString('hex')
  let node:
    | ((...x: Parameters<ReturnType<typeof toNodeHandler>>) => Promise<void>)
    | undefined
  const server = createServer((request, response) => {
    if (!node) {
      response.writeHead(503).end()
      return
    }
    node(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setOrigin(origin) {
      const handler: SiweRouteHandler = createSiweHandler({
        origin,
        chains: [first, ...others],
        secrets: [secret],
      })
      node = toNodeHandler(handler)
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
