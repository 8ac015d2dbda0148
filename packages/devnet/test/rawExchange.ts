import { connect } from 'node:net'

/** The status and head a server answered raw bytes with; no status if it answered nothing. */
export type RawExchange = { status: number | undefined; head: string }

/**
 * Raw bytes over a socket of their own (no client library normalises the
 * request target), read until the server's answer's head is in or the
 * socket closes. A server that answers nothing within 5 s is a hung one:
 * the socket is dropped, with no status.
 */
export function rawExchange(port: number, bytes: Buffer): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      const head = text.split('\r\n\r\n')[0]!
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]
      resolve({ status: status ? Number(status) : undefined, head })
    }
    const timer = setTimeout(done, 5_000)
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
      if (text.includes('\r\n\r\n')) done()
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
  headers: readonly (readonly [string, string])[],
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
