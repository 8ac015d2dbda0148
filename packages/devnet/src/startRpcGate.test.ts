import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RpcGate, startRpcGate } from './startRpcGate.ts'

describe('startRpcGate', () => {
  // A node that answers every request, on a connection it keeps open.
  let node: Server
  let gate: RpcGate
  beforeAll(async () => {
    node = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res
          .writeHead(200, {
            'content-type': 'application/json',
            connection: 'keep-alive',
          })
          .end('{"jsonrpc":"2.0","id":1,"result":"0x1"}')
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    const { port } = node.address() as { port: number }
    gate = await startRpcGate({
      nodes: { '/devnet/rpc/1': `http://127.0.0.1:${port}` },
    })
  })
  afterAll(async () => {
    await gate.stop()
    await new Promise((resolve) => node.close(resolve))
  })

  /** One request on a connection of its own, as a client that would keep it open sends it. */
  function exchange(path: string, origin?: string) {
    return new Promise<{ answer: string; closedBy: 'gate' | 'timeout' }>(
      (resolve, reject) => {
        const socket = connect(gate.port, '127.0.0.1')
        let answer = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk) => {
          answer += chunk
        })
        socket.on('error', reject)
        const timer = setTimeout(() => {
          socket.destroy()
          resolve({ answer, closedBy: 'timeout' })
        }, 2_000)
        socket.on('end', () => {
          clearTimeout(timer)
          socket.end()
          resolve({ answer, closedBy: 'gate' })
        })
        const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}'
        socket.write(
          [
            `POST ${path} HTTP/1.1`,
            `Host: 127.0.0.1:${gate.port}`,
            'Connection: keep-alive',
            ...(origin ? [`Origin: ${origin}`] : []),
            'Content-Type: application/json',
            `Content-Length: ${body.length}`,
            '',
            body,
          ].join('\r\n'),
        )
      },
    )
  }

  test('each answer closes its connection, so a client never sends a request on one the gate is closing', async () => {
    // A dev server's proxy keeps connections for 4–5 s; a gate that kept
    // them too closed one as a busy proxy sent its next request on it
    // (ECONNRESET, and the page got a 500).
    for (const [path, origin, status] of [
      ['/devnet/rpc/1', undefined, 200],
      ['/devnet/rpc/2', undefined, 404],
      ['/devnet/rpc/1', 'http://evil.example', 403],
    ] as const) {
      const { answer, closedBy } = await exchange(path, origin)
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
      expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n')
      expect(answer.toLowerCase()).not.toContain('keep-alive')
      expect(closedBy, `${path} ${origin ?? ''}`).toBe('gate')
    }
  })
})
