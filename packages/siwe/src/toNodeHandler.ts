import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
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
    const fetchRequest = new Request(url, {
      method,
      headers,
      ...(hasBody
        ? {
            body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
            duplex: 'half',
          }
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
    // A body the handler did not read (refused before it) is drained, so
    // the connection stays usable.
    if (hasBody && !request.readableEnded) request.resume()
    response.end(Buffer.from(await answer.arrayBuffer()))
  }
}
