import {
  createServer,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http'
import { connect, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { answerPreflight, corsHeaders, refuse } from './http/loopbackHttp.ts'
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
 * Starts a loopback server that passes JSON-RPC requests and WebSocket
 * connections to the nodes from Node clients and the dev page only: another
 * origin gets 403, preflight and upgrade included, and no answer carries a
 * node's `Access-Control-Allow-Origin: *`.
 */
export async function startRpcGate(
  parameters: StartRpcGateParameters,
): Promise<RpcGate> {
  const { nodes, origins } = parameters
  // `null` for a target the URL parser refuses (`//[x`): any page can send
  // one (an image needs no CORS), so it is the client's 400, never a throw.
  const nodeAt = (url: string | undefined) => {
    let path: string
    try {
      path = new URL(url ?? '/', 'http://gate').pathname
    } catch {
      return null
    }
    return Object.hasOwn(nodes, path) ? new URL(nodes[path]!) : undefined
  }

  const server = createServer((req, res) => {
    try {
      pass(req, res)
    } catch {
      // A throw here would end the process `npm start` runs in.
      refuse(res, 500, 'The gate failed')
    }
  })
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    // One request a connection: a connection kept open could be closed by
    // the gate at the moment a busy client (a dev server's proxy) sends its
    // next request on it, and the page got the proxy's 500. On loopback a
    // new connection costs next to nothing.
    res.shouldKeepAlive = false
    if (!isAllowedOrigin(req, origins))
      return refuse(res, 403, 'Origin not allowed')
    const target = nodeAt(req.url)
    if (target === null) return refuse(res, 400, 'Bad request target')
    if (!target) return refuse(res, 404, 'No node at this path')
    if (
      answerPreflight(req, res, {
        allowHeaders: req.headers['access-control-request-headers'],
      })
    )
      return
    // The one origin let in, never `*`: a page elsewhere cannot read it.
    const cors = corsHeaders(req)
    const forwarded = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        const headers = { ...answer.headers }
        for (const name of Object.keys(headers))
          if (
            name.startsWith('access-control-') ||
            name === 'connection' ||
            name === 'keep-alive'
          )
            delete headers[name]
        res.writeHead(answer.statusCode ?? 502, { ...headers, ...cors })
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => refuse(res, 502, 'The node did not answer'))
    req.pipe(forwarded)
  }

  // Upgraded sockets leave the server's books: `stop` ends them itself.
  const tunnels = new Set<Duplex>()
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    try {
      tunnel(req, socket, head)
    } catch {
      refuseUpgrade(socket, 500, 'The gate failed')
    }
  })
  const tunnel = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Browsers send an Origin with every WebSocket: this is where a page
    // elsewhere is turned away, since WebSockets know no CORS.
    if (!isAllowedOrigin(req, origins))
      return refuseUpgrade(socket, 403, 'Origin not allowed')
    const target = nodeAt(req.url)
    if (target === null) return refuseUpgrade(socket, 400, 'Bad request target')
    if (!target) return refuseUpgrade(socket, 404, 'No node at this path')
    const node: Socket = connect(Number(target.port), target.hostname)
    tunnels.add(socket)
    tunnels.add(node)
    let opened = false
    node.on('connect', () => {
      opened = true
      node.write(upgradeRequest(req, target))
      if (head.length > 0) node.write(head)
      socket.pipe(node).pipe(socket)
    })
    node.on('error', () => {
      if (!opened) refuseUpgrade(socket, 502, 'The node did not answer')
      else socket.destroy()
    })
    const close = () => {
      tunnels.delete(socket)
      tunnels.delete(node)
      socket.destroy()
      node.destroy()
    }
    socket.on('close', close)
    node.on('close', close)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// The browser's upgrade request as the node expects it: its own path and
// Host, every other header as sent.
function upgradeRequest(req: IncomingMessage, target: URL): string {
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`]
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!
    if (name.toLowerCase() === 'host') continue
    lines.push(`${name}: ${req.rawHeaders[i + 1]}`)
  }
  lines.push(`Host: ${target.host}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}

function refuseUpgrade(socket: Duplex, status: number, message: string) {
  const reason = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
  }[status]
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  )
}
