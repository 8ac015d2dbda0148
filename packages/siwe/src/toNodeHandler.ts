import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiweRouteHandler } from './createSiweHandler.ts'

/** A `node:http` request listener, which Express also takes as middleware. */
export type NodeHandler = (
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>

/**
 * Mounts a Fetch-API handler on `node:http` (`createServer(toNodeHandler(
 * siwe))`) or Express (`app.use('/api/siwe', toNodeHandler(siwe))`): the
 * request becomes a `Request` whose body streams (the handler stops reading
 * at its cap), the socket's peer address is the client's for the rate
 * limit, and the `Response` is written back, every `Set-Cookie` kept.
 */
export function toNodeHandler(handler: SiweRouteHandler): NodeHandler {
  return async (request, response) => {
    // Express strips its mount path from `url`; `originalUrl` keeps it.
    const path =
      (request as IncomingMessage & { originalUrl?: string }).originalUrl ??
      request.url ??
      '/'
    // The handler reads the path only; the host is never trusted.
    const url = new URL(path, 'http://localhost')
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value])
        headers.append(name, one)
    }
    const method = request.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    let unread = false
    const fetchRequest = new Request(url, {
      method,
      headers,
      ...(hasBody
        ? { body: streamOf(request, () => (unread = true)), duplex: 'half' }
        : {}),
    } as RequestInit)
    let answer: Response
    try {
      answer = await handler(fetchRequest, {
        clientAddress: request.socket.remoteAddress,
      })
    } catch {
      answer = new Response(null, { status: 500 })
    }
    response.statusCode = answer.status
    for (const [name, value] of answer.headers)
      if (name !== 'set-cookie') response.setHeader(name, value)
    const cookies = answer.headers.getSetCookie()
    if (cookies.length) response.setHeader('set-cookie', cookies)
    // A body the handler stopped reading (past its cap, or refused before
    // it) is discarded as it arrives, and the connection closed once the
    // answer is out: the client reads the status, and cannot keep the
    // socket busy.
    if (hasBody && (unread || !request.readableEnded)) {
      request.resume()
      response.setHeader('connection', 'close')
    }
    response.end(Buffer.from(await answer.arrayBuffer()))
  }
}

/**
 * A request's body as a web stream that pulls from it (backpressure kept),
 * and, when the reader cancels, stops passing it on without destroying the
 * socket the answer still has to go out on.
 */
function streamOf(
  request: IncomingMessage,
  onCancel: () => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 0) <= 0) request.pause()
      })
      request.once('end', () => controller.close())
      request.once('error', (error) => controller.error(error))
      request.pause()
    },
    pull() {
      request.resume()
    },
    cancel() {
      onCancel()
      request.removeAllListeners('data')
      request.removeAllListeners('end')
      request.resume()
    },
  })
}
