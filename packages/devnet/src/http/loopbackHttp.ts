import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http'

/**
 * The CORS headers of an answer to a page the devnet let in: its own origin
 * echoed, never `*`, so a page elsewhere cannot read it. None for a Node
 * client (no `Origin`).
 */
export function corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const { origin } = req.headers
  return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}
}

/**
 * Answers a CORS preflight for a JSON-RPC `POST`, if `req` is one: true when
 * it answered. `allowHeaders` defaults to `content-type`, what viem sends.
 */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  options: { allowHeaders?: string | undefined } = {},
): boolean {
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': options.allowHeaders ?? 'content-type',
    'access-control-max-age': '600',
  })
  res.end()
  return true
}

/** A refusal in plain text; a response already started is cut off instead. */
export function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
) {
  if (res.headersSent) return void res.destroy()
  res.writeHead(status, { ...headers, 'content-type': 'text/plain' })
  res.end(message)
}

/**
 * Reads a request body of at most `maxBytes` as UTF-8. Only the bytes read
 * count: `Content-Length` is the client's word, and a chunked body has none.
 * `'malformed'` for bytes that are not UTF-8 or a client gone before the end.
 */
export function readCappedBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<string | 'too-large' | 'malformed'> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBytes) {
      req.resume()
      return resolve('too-large')
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBytes) {
        req.removeAllListeners('data')
        req.resume()
        return resolve('too-large')
      }
      chunks.push(chunk)
    })
    req.on('error', () => resolve('malformed'))
    req.on('close', () => resolve('malformed'))
    req.on('end', () => {
      try {
        resolve(
          new TextDecoder('utf-8', { fatal: true }).decode(
            Buffer.concat(chunks),
          ),
        )
      } catch {
        resolve('malformed')
      }
    })
  })
}
