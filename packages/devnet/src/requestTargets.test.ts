import { METHODS } from 'node:http'
import {
  type ForkedServers,
  forkServers,
  rawExchange,
  rawRequest,
  requestTargets,
  upgradeHeaders,
} from '@latch/testing'
import fc from 'fast-check'
import { afterEach, beforeEach, expect, test } from 'vitest'
import WebSocket from 'ws'

// The RPC gate and the relay in a process of their own
// (test/gateAndRelayProcess.ts), a new one for each test: a throw out of a
// request or an upgrade ends it, and no later test pays for it.
let servers: ForkedServers<{ gate: number; relay: number }>
let ports: { gate: number; relay: number }
beforeEach(async () => {
  servers = await forkServers(
    new URL('../test/gateAndRelayProcess.ts', import.meta.url),
  )
  ports = servers.ports
})
afterEach(() => servers.stop())

// What a 2.25 client sends: only the JWT's `iss` matters to this relay.
const auth = [{ alg: 'EdDSA', typ: 'JWT' }, { iss: 'did:key:z6MkTargets' }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('sig')
  .join('.')

/** One JSON-RPC answer over a websocket, then closed. */
async function askOver(url: string, request: object): Promise<unknown> {
  const socket = new WebSocket(url)
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const answer = new Promise<unknown>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
    socket.send(JSON.stringify(request))
    return await answer
  } finally {
    socket.terminate()
  }
}

/** Both still up, and each still serves what the devnet's pages ask of it. */
async function expectServing() {
  expect(servers.exited()).toBeUndefined()
  const rpc = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
  const gate = `127.0.0.1:${ports.gate}/devnet/rpc/1`
  const answer = await fetch(`http://${gate}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rpc),
  })
  expect(answer.status).toBe(200)
  expect(await answer.json()).toMatchObject({ result: '0x1' })
  expect(await askOver(`ws://${gate}`, rpc)).toMatchObject({ result: '0x1' })
  expect(
    await askOver(`ws://127.0.0.1:${ports.relay}/?auth=${auth}`, {
      jsonrpc: '2.0',
      id: 1,
      method: 'irn_subscribe',
      params: { topic: 'still-here' },
    }),
  ).toMatchObject({ result: expect.any(String) })
}

test("an image's GET of `//[x` (no Origin) is 400 at the gate, which goes on serving", async () => {
  const { status } = await rawExchange(
    ports.gate,
    rawRequest('GET', '//[x', [['Connection', 'close']]),
  )
  expect(status).toBe(400)
  await expectServing()
})

test('an upgrade to `//[x?auth=…` is 400 at the relay and at the gate, which go on serving', async () => {
  for (const port of [ports.relay, ports.gate]) {
    const { status } = await rawExchange(
      port,
      rawRequest('GET', `//[x?auth=${auth}`, upgradeHeaders),
    )
    expect(status).toBe(400)
  }
  await expectServing()
})

const target = requestTargets(
  [
    '//[x',
    `//[x?auth=${auth}`,
    'http://[/devnet/rpc/1',
    '/devnet/rpc/1',
    `/?auth=${auth}`,
    '/devnet/rpc/1?%',
    '*',
    '//',
    'http://a:b@[::1/devnet/rpc/1',
  ],
  ['/devnet/rpc/1', '?auth=', auth, 'x'],
)
const request = fc.record({
  server: fc.constantFrom('gate' as const, 'relay' as const),
  upgrade: fc.boolean(),
  method: fc.constantFrom(...METHODS.filter((m) => m !== 'CONNECT')),
  target,
})

test('random request targets, as requests and as upgrades, never take the gate or the relay down', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(request, { minLength: 1, maxLength: 8 }),
      async (batch) => {
        const answers = await Promise.all(
          batch.map(({ server, upgrade, method, target }) =>
            rawExchange(
              ports[server],
              rawRequest(
                upgrade ? 'GET' : method,
                target,
                upgrade ? upgradeHeaders : [['Connection', 'close']],
              ),
            ),
          ),
        )
        for (const { status } of answers) {
          expect(status).toBeDefined()
          expect(status).toBeLessThan(500)
        }
        await expectServing()
      },
    ),
    // No shrinking: once a request has taken the process down, every later
    // batch fails too, and the first failing one is the one to read.
    { numRuns: 40, endOnFailure: true },
  )
})
