import { devnetRelayPath } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { type DevnetApp, startDevnetApp } from '../scripts/startDevnetApp.ts'
import { appStartAttribute } from '../src/prerender/appStartAttribute.ts'

// What a 2.25 client sends: only the JWT's `iss` matters to the relay.
function authFor(clientId: string) {
  const part = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId })}.sig`
}

// `npm start`: Vite's dev server serves the app's modules and the devnet's
// browser entry and, on the same origin, proxies the nodes and the relay.
describe('startDevnetApp({ serve: "dev" })', () => {
  let devnet: DevnetApp
  beforeAll(async () => {
    devnet = await startDevnetApp({ serve: 'dev', port: 0 })
  })
  afterAll(() => devnet?.stop())

  test('serves the devnet entry, which installs the Dev wallet from @latch/devnet/browser', async () => {
    const response = await fetch(`${devnet.url}/src/main.devnet.tsx`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    const entry = await response.text()
    expect(entry).toContain('installDevnet')
    const installer = await fetch(`${devnet.url}/src/installDevnet.ts`)
    const browserEntry =
      /from\s*["']([^"']*devnet\/src\/browser\.ts[^"']*)["']/.exec(
        await installer.text(),
      )?.[1]
    expect(browserEntry).toBeDefined()
    const module = await fetch(new URL(browserEntry!, devnet.url))
    expect(module.status).toBe(200)
    expect(await module.text()).toContain('createDevWallet')
  })

  test("serves the page with the build's head script, which marks it as starting (theme.css's 'could not start' waits for that mark)", async () => {
    const response = await fetch(`${devnet.url}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
    const scripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    // A classic inline script in the head (it runs before anything
    // paints, and before the entry): the build's, which sets the start mark.
    const classic = scripts.filter((x) => x[1] === '')
    expect(classic).toHaveLength(1)
    expect(classic[0]![2]).toContain(appStartAttribute)
    expect(classic[0]![2]).toContain('startAppIfBodyFails')
    expect(html.indexOf(classic[0]![0])).toBeLessThan(
      html.indexOf('/src/main.devnet.tsx'),
    )
    expect(html).toContain('class="latch-start-failed"')
  })

  test("serves Sign-In with Ethereum on the page's origin: a nonce with its pre-session cookie; a cross-origin POST refused", async () => {
    const nonce = await fetch(`${devnet.url}/api/siwe/nonce`)
    expect(nonce.status).toBe(200)
    expect(((await nonce.json()) as { nonce: string }).nonce).toMatch(
      /^[A-Za-z0-9]{16,}$/,
    )
    expect(nonce.headers.getSetCookie().length).toBeGreaterThan(0)
    const session = await fetch(`${devnet.url}/api/siwe/session`)
    expect(session.status).toBe(401)
    const forged = await fetch(`${devnet.url}/api/siwe/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://evil.example',
      },
      body: '{}',
    })
    expect(forged.status).toBe(403)
  })

  test('proxies each chain: the node answers under /devnet/rpc/<id>', async () => {
    for (const chain of devnet.chains) {
      const response = await fetch(`${devnet.url}/devnet/rpc/${chain.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      })
      expect(await response.json()).toMatchObject({
        result: `0x${chain.id.toString(16)}`,
      })
    }
  })

  test('the nodes answer the app’s own page, and refuse a page elsewhere, preflight included', async () => {
    const rpc = `${devnet.url}/devnet/rpc/${devnet.chains[0]!.id}`
    const call = (origin: string) =>
      fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_accounts","params":[]}',
      })
    const own = await call(devnet.url)
    expect(own.status).toBe(200)
    expect(own.headers.get('access-control-allow-origin')).toBe(devnet.url)
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1']) {
      const other = await call(origin)
      expect(other.status).toBe(403)
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
      expect(await other.text()).not.toContain('0x')
      const preflight = await fetch(rpc, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.status).toBe(403)
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  test('the relay refuses a page elsewhere (403), and lets in the app’s own', async () => {
    const url = `${devnet.url.replace(/^http/, 'ws')}${devnetRelayPath}?auth=${authFor('did:key:z6Mkorigin')}`
    const refused = new WebSocket(url, { origin: 'https://evil.example' })
    const error = await new Promise<Error>((resolve) =>
      refused.once('error', resolve),
    )
    expect(error.message).toMatch(/403/)
    const own = new WebSocket(url, { origin: devnet.url })
    await new Promise((resolve, reject) => {
      own.once('open', resolve)
      own.once('error', reject)
    })
    own.close()
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
