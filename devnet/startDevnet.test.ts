import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { devnetRelayPath } from '../src/config/devnet.ts'
import { type Devnet, startDevnet } from './startDevnet.ts'

// What a 2.25 client sends: only the JWT's `iss` matters to the relay.
function authFor(clientId: string) {
  const part = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId })}.sig`
}

// `npm start`: Vite's dev server serves the source modules and, on the same
// origin, proxies the relay; a module under devnet/relay/ shares its prefix.
describe('startDevnet({ serve: "dev" })', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ serve: 'dev', port: 0 })
  })
  afterAll(() => devnet?.stop())

  test('serves the modules under devnet/relay/ that the devnet entry imports', async () => {
    const response = await fetch(
      `${devnet.url}${devnetRelayPath}/enableWalletConnectTestMode.ts`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(await response.text()).toContain('enableWalletConnectTestMode')
  })

  test('proxies the relay: a client subscribes over the app’s origin', async () => {
    const url = `${devnet.url.replace(/^http/, 'ws')}${devnetRelayPath}`
    const socket = new WebSocket(`${url}?auth=${authFor('did:key:z6Mkdev')}`)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const answer = new Promise<{ id: string; result: unknown }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
    const topic = 'ab'.repeat(32)
    socket.send(
      JSON.stringify({
        id: '1',
        jsonrpc: '2.0',
        method: 'irn_subscribe',
        params: { topic },
      }),
    )
    expect(await answer).toMatchObject({
      id: '1',
      result: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    socket.close()
  })
})
