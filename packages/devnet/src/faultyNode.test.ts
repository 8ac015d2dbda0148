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
