import {
  createServer,
  type IncomingHttpHeaders,
  request,
  type ServerResponse,
} from 'node:http'
import { freePort } from './freePort.ts'
import { isAllowedOrigin } from './isAllowedOrigin.ts'

export type StartRpcGateParameters = {
  /** Each node's URL by the path pages reach it at, e.g. `{ '/devnet/rpc/13370': 'http://127.0.0.1:41234' }`. */
  nodes: Record<string, string>
  /** The page origins let in besides Node clients; see `isAllowedOrigin`. */
  origins?: readonly string[] | undefined
  /** A fixed port; by default a free loopback port is picked. */
  port?: number | undefined
}

export type RpcGate = {
  /** Where a dev server's proxy sends `/devnet/rpc/<id>`, path kept. */
  url: string
  port: number
  stop: () => Promise<void>
}

/**
 * Starts a loopback server that passes JSON-RPC requests to the nodes from
 * Node clients and the dev page only: another origin gets 403, preflight
 * included, and no answer carries a node's `Access-Control-Allow-Origin: *`.
 */
export async function startRpcGate(
  parameters: StartRpcGateParameters,
): Promise<RpcGate> {
  const { nodes, origins } = parameters
  const port = parameters.port ?? (await freePort())

  const server = createServer((req, res) => {
    if (!isAllowedOrigin(req, origins))
      return refuse(res, 403, 'Origin not allowed')
    const path = new URL(req.url ?? '/', 'http://gate').pathname
    const node = Object.hasOwn(nodes, path) ? nodes[path] : undefined
    if (!node) return refuse(res, 404, 'No node at this path')
    // The one origin let in, never `*`: a page elsewhere cannot read it.
    const { origin } = req.headers
    const cors: IncomingHttpHeaders = origin
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {}
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      })
      return res.end()
    }
    const target = new URL(node)
    const forwarded = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        const headers = { ...answer.headers }
        for (const name of Object.keys(headers))
          if (name.startsWith('access-control-')) delete headers[name]
        res.writeHead(answer.statusCode ?? 502, { ...headers, ...cors })
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => refuse(res, 502, 'The node did not answer'))
    req.pipe(forwarded)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function refuse(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) return void res.destroy()
  res.writeHead(status, { 'content-type': 'text/plain' }).end(message)
}
