import { expect, test } from 'vitest'
import WebSocket from 'ws'
import { startFaultyNode } from './faultyNode.ts'
import { freePort } from './freePort.ts'

// In front of a port nobody listens on: the node is down, not the stand-in.
test('a node that is down is a 502 over HTTP and a closed websocket, and the stand-in goes on answering', async () => {
  const faulty = await startFaultyNode({
    target: `http://127.0.0.1:${await freePort()}`,
  })
  try {
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    const post = () =>
      fetch(faulty.httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: rpc,
        signal: AbortSignal.timeout(5_000),
      })
    expect((await post()).status).toBe(502)
    const socket = new WebSocket(faulty.wsUrl)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.send(rpc)
    await closed
    faulty.setMode({ http: 'error' })
    expect((await post()).status).toBe(500)
    expect(faulty.counts).toEqual({ http: 2, ws: 1 })
  } finally {
    await faulty.stop()
  }
})

// Any website can reach 127.0.0.1: like the devnet's other servers, the
// stand-in answers Node clients and the pages it names, never with `*`.
test('a page elsewhere is turned away over HTTP and websocket; a named page gets its own origin back; the body is capped', async () => {
  const page = 'http://127.0.0.1:5173'
  const faulty = await startFaultyNode({
    target: `http://127.0.0.1:${await freePort()}`,
    origins: [page],
  })
  try {
    const post = (origin: string, body = '{}', method = 'POST') =>
      fetch(faulty.httpUrl, {
        method,
        headers: { origin, 'content-type': 'application/json' },
        body: method === 'POST' ? body : null,
        signal: AbortSignal.timeout(5_000),
      })
    const elsewhere = await post('https://evil.example')
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await post(page, '', 'OPTIONS')
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(page)
    faulty.setMode({ http: 'error' })
    const failed = await post(page)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('access-control-allow-origin')).toBe(page)
    const large = await post(page, 'x'.repeat(1024 * 1024 + 1))
    expect(large.status).toBe(413)
    const socket = new WebSocket(faulty.wsUrl, {
      origin: 'https://evil.example',
    })
    await new Promise((resolve) => socket.once('error', resolve))
    expect(faulty.counts.ws).toBe(0)
  } finally {
    await faulty.stop()
  }
})
