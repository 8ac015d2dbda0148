import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiweHandler } from '@latch/siwe'
import { toNodeHandler } from '@latch/siwe/node'
import { http } from 'viem'
import { foundry } from 'viem/chains'

// The handler mounted the two ways docs/siwe.md shows on node:http, in a
// process of its own: a rejection nobody catches ends it (Node's default),
// which is what the tests watch for. It sends its two ports, and exits with
// its parent's IPC channel. No route these tests reach asks the node.
const siwe = createSiweHandler({
  origin: 'https://app.example',
  chains: [{ chain: foundry, transport: http('http://127.0.0.1:9') }],
  secrets: ['a-secret-of-at-least-32-characters-long'],
  // The tests ask for a nonce after every batch: the limit is not theirs.
  nonceRateLimit: { limit: 1_000_000, window: 60 },
  globalNonceRateLimit: { limit: 1_000_000, window: 60 },
})

// `createServer(toNodeHandler(siwe))`, as its JSDoc shows.
const direct = createServer(toNodeHandler(siwe))

// The same behind Node's lenient parser (`insecureHTTPParser`, or `node
// --insecure-http-parser`), which passes on header values (a NUL) that the
// Fetch API's `Headers` refuses.
const lenient = createServer({ insecureHTTPParser: true }, toNodeHandler(siwe))

// The docs' node:http example, as written (its port aside).
const siweListener = toNodeHandler(siwe)
const documented = createServer((request, response) => {
  if (request.url?.startsWith(`${siwe.basePath}/`))
    return void siweListener(request, response)
  response.writeHead(404).end()
})

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve((server.address() as AddressInfo).port),
    ),
  )
process.send?.({
  direct: await listen(direct),
  lenient: await listen(lenient),
  documented: await listen(documented),
})
process.on('disconnect', () => process.exit(0))
