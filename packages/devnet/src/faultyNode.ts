import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import {
  answerPreflight,
  corsHeaders,
  readCappedBody,
  refuse,
} from './http/loopbackHttp.ts'
import { isAllowedOrigin } from './isAllowedOrigin.ts'

/** The largest request body it reads; JSON-RPC batches of tests are far smaller. */
const maxBodyBytes = 1024 * 1024

/** How the faulty node answers: like the node, HTTP 500, never, or not at all. */
export type FaultMode = 'ok' | 'error' | 'hang' | 'down'

export type FaultyNode = {
  /** The HTTP URL and the websocket URL, in front of the real node. */
  httpUrl: string
  wsUrl: string
  /** Sets how HTTP requests and websocket connections are answered from now on. */
  setMode: (mode: { http?: FaultMode; ws?: FaultMode }) => void
  /** Requests that reached it, by transport. */
  counts: { http: number; ws: number }
  stop: () => Promise<void>
}

/**
 * A node provider stand-in on loopback, in front of a real node (anvil): it
 * forwards JSON-RPC over HTTP and websocket, or fails as told — HTTP 500,
 * hanging, refusing connections — so tests can prove the fallback transport.
 * Like every devnet server, only Node clients and the pages of `origins` get
 * in, and no answer carries `*`.
 */
export async function startFaultyNode(parameters: {
  target: string
  /** The page origins let in besides Node clients; see `isAllowedOrigin`. */
  origins?: readonly string[] | undefined
}): Promise<FaultyNode> {
  const { target, origins } = parameters
  const mode: { http: FaultMode; ws: FaultMode } = { http: 'ok', ws: 'ok' }
  const counts = { http: 0, ws: 0 }
  const hanging = new Set<Socket>()

  const forward = async (body: string) => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    return response.text()
  }

  const server: Server = createServer((request, response) => {
    // A client gone mid-body or a node that is down: a rejection here would
    // end the test process, so it is the client's 502 (or its closed socket).
    answer(request, response).catch(() => {
      if (response.headersSent) return void response.destroy()
      response.writeHead(502).end('The node did not answer')
    })
  })
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (!isAllowedOrigin(request, origins))
      return refuse(response, 403, 'Origin not allowed')
    const body = await readCappedBody(request, maxBodyBytes)
    counts.http++
    if (mode.http === 'down') return request.socket.destroy()
    if (mode.http === 'hang') return void hanging.add(request.socket)
    if (answerPreflight(request, response)) return
    const cors = corsHeaders(request)
    if (body === 'too-large')
      return refuse(response, 413, 'The request is too large', cors)
    if (body === 'malformed')
      return refuse(response, 400, 'The body is not UTF-8', cors)
    if (mode.http === 'error')
      return refuse(response, 500, 'Internal Server Error', cors)
    const answered = await forward(body)
    response.writeHead(200, { ...cors, 'content-type': 'application/json' })
    response.end(answered)
  }

  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request, socket, head) => {
    // WebSockets know no CORS: a page elsewhere is turned away here.
    if (!isAllowedOrigin(request, origins)) return socket.destroy()
    counts.ws++
    if (mode.ws !== 'ok') {
      if (mode.ws === 'hang') return void hanging.add(socket as Socket)
      return socket.destroy()
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.on('message', async (data) => {
        if (mode.ws === 'hang') return
        if (mode.ws !== 'ok') return ws.terminate()
        // A node that is down closes the socket, as a provider's would.
        await forward(data.toString()).then(
          (answered) => ws.send(answered),
          () => ws.terminate(),
        )
      })
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    setMode: (next) => Object.assign(mode, next),
    counts,
    async stop() {
      for (const socket of hanging) socket.destroy()
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
