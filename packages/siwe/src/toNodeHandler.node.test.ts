import { createServer, request as httpRequest, type Server } from 'node:http'
import { freePort } from '@latch/devnet/internal'
import { toNodeHandler } from '@latch/siwe/node'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  createTestApp,
  startTestbed,
  type Testbed,
  testMessage,
  testOrigin,
} from '../test/siweTestbed.ts'

let testbed: Testbed
let server: Server
let base: string
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  testbed = await startTestbed()
  app = createTestApp(testbed, { nonceRateLimit: { limit: 5, window: 60 } })
  const port = await freePort()
  server = createServer(toNodeHandler(app.handler))
  await new Promise<void>((resolve) =>
    server.listen(port, '127.0.0.1', resolve),
  )
  base = `http://127.0.0.1:${port}/api/siwe`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await testbed?.stop()
})

/** A raw HTTP request over loopback: what a browser or an attacker sends. */
function send(
  path: string,
  init: {
    method?: string
    headers?: Record<string, string>
    body?: string | AsyncIterable<Uint8Array>
  } = {},
): Promise<{ status: number; cookies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            cookies: (response.headers['set-cookie'] ?? []).map(
              (line) => line.split(';')[0]!,
            ),
            body,
          }),
        )
      },
    )
    request.on('error', reject)
    const { body } = init
    if (body === undefined) request.end()
    else if (typeof body === 'string') request.end(body)
    else
      (async () => {
        try {
          for await (const chunk of body)
            if (!request.write(chunk))
              await new Promise((resolve) => request.once('drain', resolve))
          request.end()
        } catch {}
      })()
  })
}

test('on node:http: signed in, the session cookie read back, signed out', async () => {
  const nonce = await send('/nonce')
  expect(nonce.status).toBe(200)
  const pre = nonce.cookies[0]!
  const message = testMessage({
    address: testbed.eoa,
    nonce: (JSON.parse(nonce.body) as { nonce: string }).nonce,
  })
  const verified = await send('/verify', {
    method: 'POST',
    headers: {
      origin: testOrigin,
      'content-type': 'application/json',
      cookie: pre,
    },
    body: JSON.stringify({
      message,
      signature: await testbed.signWithDevWallet(message),
    }),
  })
  expect(verified.status).toBe(200)
  expect(verified.cookies).toEqual([
    expect.stringMatching(/^__Host-latch-siwe=/),
  ])
  const session = await send('/session', {
    headers: { cookie: verified.cookies[0]! },
  })
  expect(JSON.parse(session.body)).toMatchObject({ address: testbed.eoa })
  const logout = await send('/logout', {
    method: 'POST',
    headers: {
      origin: testOrigin,
      'content-type': 'application/json',
      cookie: verified.cookies[0]!,
    },
  })
  expect(logout.status).toBe(204)
})

test('a 1 MB chunked body is cut off at 8 KiB (413), and the server goes on answering', async () => {
  let sent = 0
  async function* megabyte() {
    for (let i = 0; i < 1_024; i++) {
      sent += 1_024
      yield new Uint8Array(1_024).fill(0x20)
    }
  }
  const response = await send('/verify', {
    method: 'POST',
    headers: {
      origin: testOrigin,
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    },
    body: megabyte(),
  })
  expect(response.status).toBe(413)
  expect(response.cookies).toEqual([])
  expect((await send('/session')).status).toBe(401)
  expect(sent).toBeGreaterThan(0)
})

test('a cross-origin POST (403) and a form-encoded one (415)', async () => {
  const crossOrigin = await send('/verify', {
    method: 'POST',
    headers: {
      origin: 'https://evil.example',
      'content-type': 'application/json',
    },
    body: '{}',
  })
  const form = await send('/verify', {
    method: 'POST',
    headers: {
      origin: testOrigin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'message=x&signature=0x00',
  })
  expect([crossOrigin.status, form.status]).toEqual([403, 415])
})

test("the rate limit counts the socket's peer address, whatever headers claim", async () => {
  app.reasons()
  const statuses: number[] = []
  for (let i = 0; i < 7; i++)
    statuses.push(
      (
        await send('/nonce', {
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        })
      ).status,
    )
  // The first test took one of this client's five nonces.
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429])
})
