import { connect } from 'node:net'

/** The status, head and body a server answered raw bytes with; no status if it answered nothing. */
export type RawExchange = {
  status: number | undefined
  head: string
  body: string
}

/**
 * Raw bytes over a socket of their own (no client library normalises the
 * request target), read until the answer is in: its head and its
 * `Content-Length` (or chunks) of body, the head alone for a `101`, else
 * until the socket closes. A server that answers nothing within 5 s is a hung one:
 * the socket is dropped, with no status.
 */
export function rawExchange(port: number, bytes: Buffer): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const read = () => {
      const end = text.indexOf('\r\n\r\n')
      const head = end === -1 ? text : text.slice(0, end)
      const body = end === -1 ? '' : text.slice(end + 4)
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1]
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(head)
      return {
        answer: { status: status ? Number(status) : undefined, head, body },
        complete:
          end !== -1 &&
          (status === '101' ||
            (length !== undefined && body.length >= Number(length)) ||
            (chunked && body.endsWith('0\r\n\r\n'))),
      }
    }
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(read().answer)
    }
    const timer = setTimeout(done, 5_000)
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
      if (read().complete) done()
    })
    socket.on('error', () => {})
    socket.on('close', done)
    // Written, not ended: Node drops a request whose client half-closed.
    socket.write(bytes)
  })
}

/** A request as its bytes: the request line as given, then the headers. */
export function rawRequest(
  method: string,
  target: string,
  headers: readonly (readonly [string, string])[] = [],
): Buffer {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ]
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1')
}

/** What a browser's WebSocket sends besides its target. */
export const upgradeHeaders = [
  ['Connection', 'Upgrade'],
  ['Upgrade', 'websocket'],
  ['Sec-WebSocket-Version', '13'],
  ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
] as const
