import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiweRouteHandler } from './createSiweHandler.ts'

/** A `node:http` request listener, which Express also takes as middleware. */
export type NodeHandler = (
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>

// Node's parser takes them, the Fetch API refuses them (forbidden methods),
// and no route serves them.
const fetchForbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK'])
// What the routes serve between them: `GET nonce` and `session`, `POST
// verify` and `logout`.
const servedMethods = 'GET, POST'

/**
 * Mounts a Fetch-API handler on `node:http` (`createServer(toNodeHandler(
 * siwe))`) or Express (`app.use('/api/siwe', toNodeHandler(siwe))`): the
 * request becomes a `Request` whose body streams (the handler stops reading
 * at its cap), the socket's peer address is the client's for the rate
 * limit, and the `Response` is written back, every `Set-Cookie` kept. A
 * request the Fetch API cannot carry is answered 400 (a target or a header
 * it cannot parse) or 405 (`TRACE`, `TRACK`), and the promise it returns
 * never rejects.
 */
export function toNodeHandler(handler: SiweRouteHandler): NodeHandler {
  return async (request, response) => {
    try {
      const answer = await answerOf(handler, request)
      await write(request, response, answer)
    } catch {
      // Only the write can fail here (a client gone, a body that errored):
      // nothing is left to tell it, and a rejection would stop the process.
      try {
        if (response.headersSent) response.destroy()
        else response.writeHead(500, { connection: 'close' }).end()
      } catch {
        response.destroy()
      }
    }
  }
}

/** The handler's answer to a Node request, or the adapter's own refusal of one it cannot carry. */
async function answerOf(
  handler: SiweRouteHandler,
  request: IncomingMessage,
): Promise<{ response: Response; hasBody: boolean; unread: () => boolean }> {
  const method = request.method ?? 'GET'
  const refused = (response: Response) => ({
    response,
    hasBody: true,
    unread: () => true,
  })
  if (fetchForbiddenMethods.has(method.toUpperCase()))
    return refused(refusal(405, 'method_not_allowed', servedMethods))
  // Express strips its mount path from `url`; `originalUrl` keeps it.
  const path =
    (request as IncomingMessage & { originalUrl?: string }).originalUrl ??
    request.url ??
    '/'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  let unread = false
  let fetchRequest: Request
  try {
    // The handler reads the path only; the host is never trusted.
    const url = new URL(path, 'http://localhost')
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value])
        headers.append(name, one)
    }
    fetchRequest = new Request(url, {
      method,
      headers,
      ...(hasBody
        ? { body: streamOf(request, () => (unread = true)), duplex: 'half' }
        : {}),
    } as RequestInit)
  } catch {
    // A target (`//[/x`, `http://[/`), a header or a method the Fetch API
    // cannot parse: the client's mistake, and no route's business.
    return refused(refusal(400, 'bad_request'))
  }
  let response: Response
  try {
    response = await handler(fetchRequest, {
      clientAddress: request.socket.remoteAddress,
    })
  } catch {
    response = new Response(null, { status: 500 })
  }
  return { response, hasBody, unread: () => unread }
}

/** An answer in the handlers' own shape: `{"error": "<code>"}`, never cached. */
function refusal(status: number, error: string, allow?: string): Response {
  const headers = new Headers([
    ['cache-control', 'no-store'],
    ['x-content-type-options', 'nosniff'],
    ['content-type', 'application/json'],
  ])
  if (allow) headers.set('allow', allow)
  return new Response(JSON.stringify({ error }), { status, headers })
}

async function write(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Awaited<ReturnType<typeof answerOf>>,
) {
  const { response: fetchResponse, hasBody, unread } = answer
  // Read before the status is set: a body that fails is a 500, not a
  // truncated 200.
  const body = Buffer.from(await fetchResponse.arrayBuffer())
  response.statusCode = fetchResponse.status
  for (const [name, value] of fetchResponse.headers)
    if (name !== 'set-cookie') response.setHeader(name, value)
  const cookies = fetchResponse.headers.getSetCookie()
  if (cookies.length) response.setHeader('set-cookie', cookies)
  // A body the handler stopped reading (past its cap, or refused before
  // it) is discarded as it arrives, and the connection closed once the
  // answer is out: the client reads the status, and cannot keep the
  // socket busy.
  if (hasBody && (unread() || !request.readableEnded)) {
    request.resume()
    response.setHeader('connection', 'close')
  }
  response.end(body)
}

/**
 * A request's body as a web stream that pulls from it (backpressure kept),
 * and, when the reader cancels, stops passing it on without destroying the
 * socket the answer still has to go out on. A request that errors (a client
 * gone mid-body) errors the stream, once.
 */
function streamOf(
  request: IncomingMessage,
  onCancel: () => void,
): ReadableStream<Uint8Array> {
  let open = true
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        if (!open) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 0) <= 0) request.pause()
      })
      request.once('end', () => {
        if (open) controller.close()
        open = false
      })
      request.on('error', (error) => {
        if (open) controller.error(error)
        open = false
      })
      request.pause()
    },
    pull() {
      request.resume()
    },
    cancel() {
      open = false
      onCancel()
      request.removeAllListeners('data')
      request.removeAllListeners('end')
      request.resume()
    },
  })
}
