import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { startRelay } from '../src/relay/startRelay.ts'
import { startRpcGate } from '../src/startRpcGate.ts'

// The RPC gate (in front of a node stand-in that answers every JSON-RPC
// request and websocket) and the relay, in a process of their own: a throw
// nobody catches ends it (Node's default), which is what the tests watch
// for. It sends their ports, and exits with its parent's IPC channel.
const node = createServer((request, response) => {
  request.resume()
  request.on('end', () =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'),
  )
})
const sockets = new WebSocketServer({ server: node })
sockets.on('connection', (socket) =>
  socket.on('message', () =>
    socket.send('{"jsonrpc":"2.0","id":1,"result":"0x1"}'),
  ),
)
await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
const { port } = node.address() as AddressInfo
const gate = await startRpcGate({
  nodes: { '/devnet/rpc/1': `http://127.0.0.1:${port}` },
})
const relay = await startRelay()
process.send?.({ gate: gate.port, relay: relay.port })
process.on('disconnect', () => process.exit(0))
