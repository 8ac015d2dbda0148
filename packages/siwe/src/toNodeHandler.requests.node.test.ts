import { createServer, METHODS } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { toNodeHandler } from '@latch/siwe/node'
import {
  rawExchange as exchange,
  type ForkedServers,
  forkServers,
  rawRequest,
  requestTargets,
} from '@latch/testing'
import fc from 'fast-check'
import { afterEach, beforeEach, expect, test } from 'vitest'

// The two node:http mounts of docs/siwe.md in a process of their own
// (test/siweNodeServers.ts): a promise rejected into Node ends it. A new
// one for each test, so that one test's crash is not the next one's.
let servers: ForkedServers<{
  direct: number
  lenient: number
  documented: number
}>
let ports: { direct: number; lenient: number; documented: number }
beforeEach(async () => {
  servers = await forkServers(
    new URL('../test/siweNodeServers.ts', import.meta.url),
  )
  ports = servers.ports
})
afterEach(() => servers.stop())

/** Every request asks the server to close the connection once answered. */
const raw = (
  method: string,
  target: string,
  headers: readonly (readonly [string, string])[] = [],
) => rawRequest(method, target, [['Connection', 'close'], ...headers])

/** Both servers still up, and each still hands out a nonce. */
async function expectServing() {
  expect(servers.exited()).toBeUndefined()
  for (const port of Object.values(ports)) {
    const { status, body } = await exchange(port, raw('GET', '/api/siwe/nonce'))
    expect(status).toBe(200)
    expect(JSON.parse(body)).toEqual({ nonce: expect.any(String) })
  }
}

test('TRACE is 405 with the methods served, on both mounts', async () => {
  for (const port of [ports.direct, ports.documented]) {
    const { status, head, body } = await exchange(
      port,
      raw('TRACE', '/api/siwe/nonce'),
    )
    expect(status).toBe(405)
    expect(head).toMatch(/\r\nallow: GET, POST\r\n/i)
    expect(JSON.parse(body)).toEqual({ error: 'method_not_allowed' })
  }
  await expectServing()
})

test('targets the URL parser refuses (`//[/x`, `http://[/api/siwe/nonce`) are 400', async () => {
  for (const target of ['//[/x', 'http://[/api/siwe/nonce']) {
    const { status, body } = await exchange(ports.direct, raw('GET', target))
    expect(status).toBe(400)
    expect(JSON.parse(body)).toEqual({ error: 'bad_request' })
  }
  await expectServing()
})

test("a header value the Fetch API's Headers refuses (a NUL, past Node's lenient parser) is 400", async () => {
  const { status, body } = await exchange(
    ports.lenient,
    raw('GET', '/api/siwe/session', [['X-Odd', 'a\u0000b']]),
  )
  expect(status).toBe(400)
  expect(JSON.parse(body)).toEqual({ error: 'bad_request' })
  await expectServing()
})

test('a client gone mid-body, or before its answer, stops nothing', async () => {
  // A body announced at 1,000 bytes, 10 sent, then the socket dropped.
  await new Promise<void>((resolve) => {
    const socket = connect(ports.direct, '127.0.0.1', () => {
      socket.write(
        raw('POST', '/api/siwe/verify', [
          ['Origin', 'https://app.example'],
          ['Content-Type', 'application/json'],
          ['Content-Length', '1000'],
        ]),
      )
      socket.write('{"message"', () => setImmediate(() => socket.destroy()))
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
  // Asked, and gone before the answer.
  await new Promise<void>((resolve) => {
    const socket = connect(ports.direct, '127.0.0.1', () => {
      socket.write(raw('GET', '/api/siwe/nonce'), () => socket.destroy())
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
  await expectServing()
})

// Names that would make a well-formed request wait for a body, or turn it
// into another protocol: the rest are fair game.
const reserved = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
])
const latin1 = (min: number, max: number, maxLength: number) =>
  fc
    .array(fc.integer({ min, max }), { maxLength })
    .map((codes) => String.fromCharCode(...codes))
const method = fc.oneof(
  // What Node's parser takes (CONNECT and TRACE among them) and TRACK.
  fc.constantFrom(...METHODS, 'TRACK'),
  fc.stringMatching(/^[A-Za-z!#$%&'*+.^_`|~-]{1,12}$/),
)
const target = requestTargets(
  [
    '//[/x',
    'http://[/api/siwe/nonce',
    '/api/siwe/nonce',
    '/api/siwe/%',
    '/api/siwe/../../%ZZ',
    '//',
    '*',
    'http://a:b@[::1/api/siwe/session',
    '/api/siwe/verify?%00',
  ],
  ['/api/siwe/', 'nonce', 'session', 'a'],
)
const header = fc.tuple(
  fc
    .stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,20}$/)
    .filter((name) => !reserved.has(name.toLowerCase())),
  // Control bytes too (NUL, DEL…), but no line break: one header a line.
  fc.oneof(
    latin1(0x20, 0xff, 60),
    latin1(0x00, 0xff, 20).map((value) => value.replace(/[\r\n]/g, ' ')),
  ),
)
const request = fc.record({
  method,
  target,
  headers: fc.array(header, { maxLength: 6 }),
  mount: fc.constantFrom(
    'direct' as const,
    'lenient' as const,
    'documented' as const,
  ),
})

test('random methods, targets and headers never take a mount down', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(request, { minLength: 1, maxLength: 8 }),
      async (batch) => {
        const answers = await Promise.all(
          batch.map(({ method, target, headers, mount }) =>
            exchange(ports[mount], raw(method, target, headers)),
          ),
        )
        for (const [index, { status }] of answers.entries()) {
          // Node drops a CONNECT no listener takes, with no answer.
          if (batch[index]!.method === 'CONNECT') continue
          expect(status).toBeDefined()
          expect(status).toBeLessThan(500)
        }
        await expectServing()
      },
    ),
    // No shrinking: once a request has taken the process down, every later
    // batch fails too, and the first failing one is the one to read.
    { numRuns: 60, endOnFailure: true },
  )
})

test("a handler's answer whose body fails is a 500, and the listener's promise resolves", async () => {
  const listener = toNodeHandler(
    async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.error(new Error('the body failed'))
          },
        }),
      ),
  )
  const settled: Promise<unknown>[] = []
  const server = createServer((request, response) => {
    settled.push(
      listener(request, response).then(
        () => 'resolved',
        () => 'rejected',
      ),
    )
  })
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  )
  try {
    const { port } = server.address() as AddressInfo
    const { status } = await exchange(port, raw('GET', '/api/siwe/session'))
    expect(status).toBe(500)
    expect(await Promise.all(settled)).toEqual(['resolved'])
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
