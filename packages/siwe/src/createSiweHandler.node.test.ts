import { startFaultyNode } from '@latch/devnet'
import {
  createMemoryStore,
  createSiweHandler,
  SiweConfigurationError,
  type SiweRefusalReason,
  type SiweStore,
} from '@latch/siwe'
import { http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  test,
  vi,
} from 'vitest'
import type { SiweBrowser } from '../test/siweBrowser.ts'
import {
  createTestApp,
  secretA,
  secretB,
  startTestbed,
  type Testbed,
  testChainId,
  testMessage,
  testOrigin,
} from '../test/siweTestbed.ts'

let testbed: Testbed
beforeAll(async () => {
  testbed = await startTestbed()
})
afterAll(() => testbed?.stop())
afterEach(() => {
  vi.useRealTimers()
})

/** The session cookie's name on the test app's https origin. */
const sessionCookie = '__Host-latch-siwe'

/**
 * Refused, with nothing set: the status and the reason the server logs, no
 * session cookie in the answer, an error body that says nothing more than
 * its status, and the browser still not signed in.
 */
async function expectRefused(
  app: ReturnType<typeof createTestApp>,
  browser: SiweBrowser,
  response: Response,
  status: number,
  reason: SiweRefusalReason,
) {
  expect({ status: response.status, reasons: app.reasons() }).toEqual({
    status,
    reasons: [reason],
  })
  expect(
    response.headers
      .getSetCookie()
      .filter((line) => line.startsWith(`${sessionCookie}=`)),
  ).toEqual([])
  expect(Object.keys(await response.json())).toEqual(['error'])
  expect(browser.jar.has(sessionCookie)).toBe(false)
  expect((await browser.session()).status).toBe(401)
  app.reasons()
}

/** A verify body: `message` signed by the Dev wallet (the testbed's EOA). */
async function devWalletSigned(message: string) {
  return { message, signature: await testbed.signWithDevWallet(message) }
}

/** A browser's nonce and a message for `address` with it. */
async function prepare(
  browser: SiweBrowser,
  address: `0x${string}`,
  fields: Parameters<typeof testMessage>[0] extends infer T
    ? Partial<T>
    : never = {},
) {
  const nonce = await browser.nonce()
  return testMessage({ address, nonce, ...fields })
}

describe('signing in', () => {
  test('the Dev wallet (an EOA): signed in, the session read, signed out, its old cookie refused', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const nonceResponse = await browser.send('/nonce')
    const { nonce } = (await nonceResponse.json()) as { nonce: string }
    expect(nonce).toMatch(/^[0-9a-f]{32}$/) // 128 bits
    expect(nonceResponse.headers.get('cache-control')).toBe('no-store')
    expect(nonceResponse.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^__Host-latch-siwe-pre=[\w-]+\.[\w-]{43}; Path=\/; Max-Age=300; HttpOnly; Secure; SameSite=Lax$/,
      ),
    ])
    const message = testMessage({ address: testbed.eoa, nonce })
    const verified = await browser.verify(await devWalletSigned(message))
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({
      address: testbed.eoa,
      chainId: testChainId,
    })
    expect(verified.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^__Host-latch-siwe=[\w-]+\.[\w-]{43}; Path=\/; Max-Age=(3600|3599); HttpOnly; Secure; SameSite=Lax$/,
      ),
    ])
    const stolen = browser.jar.get(sessionCookie)!

    const session = await browser.session()
    expect(session.status).toBe(200)
    const body = (await session.json()) as { expiresAt: string }
    expect(body).toEqual({
      address: testbed.eoa,
      chainId: testChainId,
      expiresAt: expect.any(String),
    })
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(3_590_000)
    expect(
      await app.handler.getSession(
        new Request(`${testOrigin}/api/orders`, {
          headers: { cookie: `${sessionCookie}=${stolen}` },
        }),
      ),
    ).toMatchObject({ address: testbed.eoa, chainId: testChainId })

    const logout = await browser.logout()
    expect(logout.status).toBe(204)
    expect(logout.headers.getSetCookie()).toEqual([
      '__Host-latch-siwe=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    ])
    expect((await browser.session()).status).toBe(401)
    expect(app.reasons()).toEqual(['no-session'])
    // A copy of the cookie taken before the logout: revoked.
    const replay = app.browser()
    replay.jar.set(sessionCookie, stolen)
    expect((await replay.session()).status).toBe(401)
    expect(app.reasons()).toEqual(['session-revoked'])
  })

  test('an ERC-1271 smart account, deployed on anvil', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = await prepare(browser, testbed.accounts.deployed)
    expect(
      await testbed.client.getCode({ address: testbed.accounts.deployed }),
    ).toMatch(/^0x[0-9a-f]+$/)
    const response = await browser.verify({
      message,
      signature: await testbed.signAsOwner(message),
    })
    expect(app.reasons()).toEqual([])
    expect(await response.json()).toEqual({
      address: testbed.accounts.deployed,
      chainId: testChainId,
    })
    expect((await browser.session()).status).toBe(200)
  })

  test('an ERC-6492 counterfactual account: verified through its factory, left undeployed', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const { counterfactual } = testbed.accounts
    expect(await testbed.client.getCode({ address: counterfactual })).toBe(
      undefined,
    )
    const message = await prepare(browser, counterfactual)
    const response = await browser.verify({
      message,
      signature: await testbed.signCounterfactual(message),
    })
    expect(app.reasons()).toEqual([])
    expect(await response.json()).toEqual({
      address: counterfactual,
      chainId: testChainId,
    })
    expect(await testbed.client.getCode({ address: counterfactual })).toBe(
      undefined,
    )
  })

  test('a chain given as a viem public client', async () => {
    const app = createTestApp(testbed, {
      chains: [{ client: testbed.client }],
    })
    const browser = app.browser()
    const message = await prepare(browser, testbed.accounts.deployed)
    const response = await browser.verify({
      message,
      signature: await testbed.signAsOwner(message),
    })
    expect(response.status).toBe(200)
  })

  test("two tabs' nonces (one pre-session) both sign in", async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const first = await prepare(browser, testbed.eoa)
    const second = await prepare(browser, testbed.eoa)
    for (const message of [second, first])
      expect(
        (await browser.verify(await devWalletSigned(message))).status,
      ).toBe(200)
  })

  test('a session slides with each read, up to its absolute end, and ends when left idle', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const app = createTestApp(testbed, { sessionAbsoluteMaxAge: 3 * 3_600 })
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa)
    await browser.verify(await devWalletSigned(message))
    const minutes = (n: number) => vi.setSystemTime(Date.now() + n * 60_000)
    for (let i = 0; i < 3; i++) {
      minutes(50)
      expect((await browser.session()).status).toBe(200)
    }
    minutes(50) // 200 minutes in: past the absolute 3 hours
    expect((await browser.session()).status).toBe(401)
    expect(app.reasons()).toEqual(['session-expired'])

    const idle = app.browser()
    const again = await prepare(idle, testbed.eoa)
    await idle.verify(await devWalletSigned(again))
    minutes(61)
    expect((await idle.session()).status).toBe(401)
    expect(app.reasons()).toEqual(['session-expired'])
  })

  test("a message's expirationTime ends its session", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa, {
      expirationTime: new Date(Date.now() + 10 * 60_000),
    })
    await browser.verify(await devWalletSigned(message))
    vi.setSystemTime(Date.now() + 9 * 60_000)
    expect((await browser.session()).status).toBe(200)
    vi.setSystemTime(Date.now() + 2 * 60_000)
    expect((await browser.session()).status).toBe(401)
  })
})

describe('refused, with nothing set', () => {
  test('a replayed nonce: a captured message, signature and pre-session cookie, sent again', async () => {
    const app = createTestApp(testbed)
    const visitor = app.browser()
    const message = await prepare(visitor, testbed.eoa)
    const body = await devWalletSigned(message)
    expect((await visitor.verify(body)).status).toBe(200)
    const attacker = app.browser()
    attacker.jar.set(
      '__Host-latch-siwe-pre',
      visitor.jar.get('__Host-latch-siwe-pre')!,
    )
    await expectRefused(
      app,
      attacker,
      await attacker.verify(body),
      401,
      'unknown-nonce',
    )
  })

  test('an expired nonce (older than 5 minutes); one of 4:59 still signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const app = createTestApp(testbed)
    const browser = app.browser()
    const fresh = await prepare(browser, testbed.eoa)
    const stale = await prepare(browser, testbed.eoa)
    vi.setSystemTime(Date.now() + 4 * 60_000 + 59_000)
    expect((await browser.verify(await devWalletSigned(fresh))).status).toBe(
      200,
    )
    const other = app.browser()
    other.jar.set(
      '__Host-latch-siwe-pre',
      browser.jar.get('__Host-latch-siwe-pre')!,
    )
    vi.setSystemTime(Date.now() + 2_000)
    await expectRefused(
      app,
      other,
      await other.verify(await devWalletSigned(stale)),
      401,
      'expired-nonce',
    )
  })

  test('a nonce from another pre-session (login CSRF), and the nonce is spent by the try', async () => {
    const app = createTestApp(testbed)
    const attacker = app.browser()
    const visitor = app.browser()
    await visitor.nonce() // the visitor's own pre-session
    const message = await prepare(attacker, testbed.eoa)
    const body = await devWalletSigned(message)
    await expectRefused(
      app,
      visitor,
      await visitor.verify(body),
      401,
      'other-pre-session',
    )
    // Consumed on the first attempt, though it failed.
    await expectRefused(
      app,
      attacker,
      await attacker.verify(body),
      401,
      'unknown-nonce',
    )
  })

  test.each<
    [string, Partial<Parameters<typeof testMessage>[0]>, SiweRefusalReason]
  >([
    ['a wrong domain', { domain: 'evil.example' }, 'wrong-domain'],
    [
      'a domain with another port',
      { domain: 'app.example:8443' },
      'wrong-domain',
    ],
    ['a URI on another origin', { uri: 'https://evil.example/' }, 'wrong-uri'],
    [
      'a URI on a look-alike origin',
      { uri: 'https://app.example.evil.example/' },
      'wrong-uri',
    ],
    ['a URI over http', { uri: 'http://app.example/' }, 'wrong-uri'],
    ['a scheme other than https', { scheme: 'http' }, 'wrong-scheme'],
    ['an unlisted chain', { chainId: 1 }, 'unlisted-chain'],
    [
      'issuedAt in the future',
      { issuedAt: new Date(Date.now() + 10 * 60_000) },
      'issued-in-future',
    ],
    [
      'issuedAt before its nonce',
      { issuedAt: new Date(Date.now() - 10 * 60_000) },
      'issued-before-nonce',
    ],
    [
      'an expired message',
      { expirationTime: new Date(Date.now() - 1_000) },
      'message-expired',
    ],
    [
      'notBefore in the future',
      { notBefore: new Date(Date.now() + 10 * 60_000) },
      'message-not-yet-valid',
    ],
  ])('%s (422), though signed by its address', async (_, fields, reason) => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa, fields)
    await expectRefused(
      app,
      browser,
      await browser.verify(await devWalletSigned(message)),
      422,
      reason,
    )
  })

  test.each<[string, (message: string) => string, SiweRefusalReason]>([
    [
      'a message version other than 1',
      (message) => message.replace('\nVersion: 1\n', '\nVersion: 2\n'),
      'wrong-version',
    ],
    [
      'a message with a second copy of a field',
      (message) => `${message}\nChain ID: 1`,
      'malformed-message',
    ],
  ])('%s', async (_, edit, reason) => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = edit(await prepare(browser, testbed.eoa))
    await expectRefused(
      app,
      browser,
      await browser.verify(await devWalletSigned(message)),
      422,
      reason,
    )
  })

  // Issue 38: viem's pattern read what it found and dropped the rest, so
  // these signed in (the first with an hour's session, not two seconds).
  test.each<[string, (message: string) => string]>([
    [
      'an Expiration Time (in 2 s) after the Request ID',
      (message) =>
        `${message}\nExpiration Time: ${new Date(Date.now() + 2_000).toISOString()}`,
    ],
    [
      'a Not Before in the future after the Request ID',
      (message) =>
        `${message}\nNot Before: ${new Date(Date.now() + 10 * 60_000).toISOString()}`,
    ],
    ['a trailing line', (message) => `${message}\nSomething: else`],
  ])('%s (422, malformed), though signed by its address', async (_, edit) => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = edit(
      await prepare(browser, testbed.eoa, { requestId: 'r1' }),
    )
    await expectRefused(
      app,
      browser,
      await browser.verify(await devWalletSigned(message)),
      422,
      'malformed-message',
    )
  })

  test("a message out of EIP-4361's shape is refused before its nonce is taken or the node asked: the nonce still signs in", async () => {
    const memory = createMemoryStore()
    const storeCalls: string[] = []
    const store: SiweStore = {
      set: (key, value, ttl) => {
        storeCalls.push(`set ${key}`)
        return memory.set(key, value, ttl)
      },
      take: (key) => {
        storeCalls.push(`take ${key}`)
        return memory.take(key)
      },
      has: (key) => {
        storeCalls.push(`has ${key}`)
        return memory.has(key)
      },
      increment: (key, window) => {
        storeCalls.push(`increment ${key}`)
        return memory.increment(key, window)
      },
    }
    let nodeRequests = 0
    const app = createTestApp(testbed, {
      store,
      chains: [
        {
          chain: foundry,
          transport: http(testbed.anvil.rpcUrl, {
            onFetchRequest: () => {
              nodeRequests += 1
            },
          }),
        },
      ],
    })
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa)
    storeCalls.length = 0
    // Nearly 8 KiB of `URI: ` (what viem's pattern took 27 to 72 ms over),
    // and one line too many: each after a message with a live nonce.
    for (const hostile of [
      `${message}\n${'URI: '.repeat(1_500)}`,
      `${message}\nSomething: else`,
    ]) {
      const response = await browser.verify(await devWalletSigned(hostile))
      expect(app.refusals.map(({ cause }) => String(cause))).toEqual([
        expect.stringMatching(
          /^SiweError: The message is not an EIP-4361 message\.\n\nLine \d+: /,
        ),
      ])
      await expectRefused(app, browser, response, 422, 'malformed-message')
    }
    // Only the verify route's rate counters: no nonce taken, nothing else
    // stored or read.
    expect({
      storeCalls: storeCalls.filter(
        (call) => !/^(has|increment) rate:verify:/.test(call),
      ),
      nodeRequests,
    }).toEqual({ storeCalls: [], nodeRequests: 0 })
    expect((await browser.verify(await devWalletSigned(message))).status).toBe(
      200,
    )
  })

  test('a message the request names through its own Host (the domain comes from the config only)', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const nonce = await browser.nonce()
    const message = testMessage({
      address: testbed.eoa,
      nonce,
      domain: 'evil.example',
      uri: 'https://evil.example/',
    })
    const response = await app.handler(
      new Request('https://evil.example/api/siwe/verify', {
        method: 'POST',
        headers: {
          origin: testOrigin,
          'content-type': 'application/json',
          cookie: `__Host-latch-siwe-pre=${browser.jar.get('__Host-latch-siwe-pre')}`,
        },
        body: JSON.stringify(await devWalletSigned(message)),
      }),
    )
    await expectRefused(app, browser, response, 422, 'wrong-domain')
  })

  test('a tampered message', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa)
    const signature = await testbed.signWithDevWallet(message)
    await expectRefused(
      app,
      browser,
      await browser.verify({
        message: message.replace('Sign in to the test app.', 'Sign in.'),
        signature,
      }),
      401,
      'bad-signature',
    )
  })

  test('a signature by another key, for an EOA and for a smart account', async () => {
    const app = createTestApp(testbed)
    const stranger = privateKeyToAccount(generatePrivateKey())
    for (const address of [testbed.eoa, testbed.accounts.deployed]) {
      const browser = app.browser()
      const message = await prepare(browser, address)
      await expectRefused(
        app,
        browser,
        await browser.verify({
          message,
          signature: await stranger.signMessage({ message }),
        }),
        401,
        'bad-signature',
      )
    }
  })

  test('a node that errors or is down: a smart account is refused (fails closed); an EOA is proven by recovery alone', async () => {
    const node = await startFaultyNode({ target: testbed.anvil.rpcUrl })
    try {
      const app = createTestApp(testbed, {
        chains: [
          {
            chain: foundry,
            transport: http(node.httpUrl, { retryCount: 0 }),
          },
        ],
      })
      for (const mode of ['error', 'down'] as const) {
        node.setMode({ http: mode })
        for (const [address, sign] of [
          [testbed.accounts.deployed, testbed.signAsOwner],
          [testbed.accounts.counterfactual, testbed.signCounterfactual],
        ] as const) {
          const browser = app.browser()
          const message = await prepare(browser, address)
          await expectRefused(
            app,
            browser,
            await browser.verify({ message, signature: await sign(message) }),
            401,
            'verification-failed',
          )
        }
        const browser = app.browser()
        const message = await prepare(browser, testbed.eoa)
        const response = await browser.verify(await devWalletSigned(message))
        expect(response.status).toBe(200)
      }
      // The same account signs in once the node answers again.
      node.setMode({ http: 'ok' })
      const browser = app.browser()
      const message = await prepare(browser, testbed.accounts.deployed)
      const response = await browser.verify({
        message,
        signature: await testbed.signAsOwner(message),
      })
      expect(response.status).toBe(200)
    } finally {
      await node.stop()
    }
  })

  test('a 1 MB body, streamed without a Content-Length, and one that declares it', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    await browser.nonce()
    let pulled = 0
    const megabyte = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1_024
        if (pulled > 1_024 * 1_024) controller.close()
        else controller.enqueue(new Uint8Array(1_024).fill(0x20))
      },
    })
    const response = await browser.send('/verify', {
      method: 'POST',
      body: megabyte,
    })
    // Stopped at the cap: not the whole megabyte read.
    expect(pulled).toBeLessThan(32 * 1_024)
    await expectRefused(app, browser, response, 413, 'body-too-large')
    await expectRefused(
      app,
      browser,
      await browser.send('/verify', {
        method: 'POST',
        body: `{"message":"${'x'.repeat(1_024 * 1_024)}","signature":"0x00"}`,
      }),
      413,
      'body-too-large',
    )
  })

  test('a cross-origin POST: another Origin, or none and a cross-site Sec-Fetch-Site, or neither', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const sign = async () => {
      const message = await prepare(browser, testbed.eoa)
      return JSON.stringify(await devWalletSigned(message))
    }
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      { origin: 'http://app.example' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '' },
    ]) {
      const request = { method: 'POST', body: await sign(), headers }
      if (headers.origin === '') {
        // No Origin header at all.
        const response = await app.handler(
          new Request(`${testOrigin}/api/siwe/verify`, {
            method: 'POST',
            body: request.body,
            headers: {
              'content-type': 'application/json',
              cookie: `__Host-latch-siwe-pre=${browser.jar.get('__Host-latch-siwe-pre')}`,
              ...('sec-fetch-site' in headers
                ? { 'sec-fetch-site': headers['sec-fetch-site'] }
                : {}),
            },
          }),
        )
        await expectRefused(app, browser, response, 403, 'cross-origin')
      } else
        await expectRefused(
          app,
          browser,
          await browser.send('/verify', request),
          403,
          'cross-origin',
        )
    }
    // A same-origin request without Origin (Sec-Fetch-Site says so) signs in.
    const response = await app.handler(
      new Request(`${testOrigin}/api/siwe/verify`, {
        method: 'POST',
        body: await sign(),
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          cookie: `__Host-latch-siwe-pre=${browser.jar.get('__Host-latch-siwe-pre')}`,
        },
      }),
    )
    expect(response.status).toBe(200)
    // And a cross-origin logout does not sign out.
    const session = response.headers.getSetCookie()[0]!.split(';')[0]!
    browser.jar.set(sessionCookie, session.slice(sessionCookie.length + 1))
    const logout = await browser.send('/logout', {
      method: 'POST',
      body: '{}',
      headers: { origin: 'https://evil.example' },
    })
    expect(logout.status).toBe(403)
    expect(logout.headers.getSetCookie()).toEqual([])
    expect((await browser.session()).status).toBe(200)
  })

  test('a form-encoded POST (and a text/plain one, what a form can send)', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa)
    const signature = await testbed.signWithDevWallet(message)
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ])
      await expectRefused(
        app,
        browser,
        await browser.send('/verify', {
          method: 'POST',
          headers: { 'content-type': type },
          body: new URLSearchParams({ message, signature }).toString(),
        }),
        415,
        'not-json',
      )
    // The nonce was not spent by those: the JSON request signs in.
    expect((await browser.verify({ message, signature })).status).toBe(200)
  })

  test('a body that is not the contract: not JSON, missing fields, a signature that is not hex', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    for (const body of [
      'not json',
      '[]',
      'null',
      '{"message":"x"}',
      '{"message":"x","signature":"zz"}',
      '{"message":1,"signature":"0x00"}',
    ])
      await expectRefused(
        app,
        browser,
        await browser.send('/verify', { method: 'POST', body }),
        400,
        'malformed-body',
      )
  })

  test('a forged session cookie, and a re-signed one', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    const message = await prepare(browser, testbed.eoa)
    await browser.verify(await devWalletSigned(message))
    const genuine = browser.jar.get(sessionCookie)!
    const [payload, mac] = genuine.split('.') as [string, string]
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    ) as Record<string, unknown>
    const victim = testbed.accounts.deployed
    const edited = Buffer.from(
      JSON.stringify({ ...claims, a: victim }),
    ).toString('base64url')
    // Signed by an attacker's own secret, with the handler's own code.
    const attackerApp = createTestApp(testbed, {
      secrets: ['an-attacker-secret-of-32-characters-or-more'],
    })
    const attacker = attackerApp.browser()
    const attackerMessage = await prepare(attacker, testbed.eoa)
    await attacker.verify(await devWalletSigned(attackerMessage))
    const forged = [
      `${edited}.${mac}`, // the address changed, the MAC kept
      `${payload}.${'A'.repeat(43)}`,
      `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      attacker.jar.get(sessionCookie)!, // a MAC under another secret
      app.browser().jar.get('__Host-latch-siwe-pre') ??
        browser.jar.get('__Host-latch-siwe-pre')!, // a pre-session token
      payload,
      `${genuine}.${mac}`,
    ]
    for (const value of forged) {
      const other = app.browser()
      other.jar.set(sessionCookie, value)
      const response = await other.session()
      expect(response.status, value).toBe(401)
      expect(app.reasons(), value).toEqual(['bad-session'])
      expect(
        await app.handler.getSession(
          new Request(`${testOrigin}/`, {
            headers: { cookie: `${sessionCookie}=${value}` },
          }),
        ),
      ).toBe(undefined)
    }
    expect((await browser.session()).status).toBe(200)
  })

  test('a cookie signed by a retired secret: accepted (and re-signed) while listed, refused once removed', async () => {
    const before = createTestApp(testbed, { secrets: [secretA] })
    const browser = before.browser()
    const message = await prepare(browser, testbed.eoa)
    await browser.verify(await devWalletSigned(message))
    const signedByA = browser.jar.get(sessionCookie)!

    // Rotation: B signs, A still verifies.
    const rotating = createTestApp(testbed, { secrets: [secretB, secretA] })
    const during = rotating.browser()
    during.jar.set(sessionCookie, signedByA)
    expect((await during.session()).status).toBe(200)
    const signedByB = during.jar.get(sessionCookie)!
    expect(signedByB).not.toBe(signedByA)

    // A removed: its cookie is refused, the renewed one lives on.
    const after = createTestApp(testbed, { secrets: [secretB] })
    const old = after.browser()
    old.jar.set(sessionCookie, signedByA)
    expect((await old.session()).status).toBe(401)
    expect(after.reasons()).toEqual(['bad-session'])
    const renewed = after.browser()
    renewed.jar.set(sessionCookie, signedByB)
    expect((await renewed.session()).status).toBe(200)
  })

  test('nonces past the rate limit of a client (429), while another client still gets one', async () => {
    const app = createTestApp(testbed, {
      nonceRateLimit: { limit: 3, window: 60 },
    })
    const nonce = (client: string) =>
      app.handler.nonce(new Request(`${testOrigin}/api/siwe/nonce`), {
        clientAddress: client,
      })
    for (let i = 0; i < 3; i++)
      expect((await nonce('192.0.2.1')).status).toBe(200)
    const refused = await nonce('192.0.2.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.getSetCookie()).toEqual([])
    expect(app.reasons()).toEqual(['rate-limited'])
    expect((await nonce('192.0.2.2')).status).toBe(200)
  })

  test('the routes answer their own method only, and nothing else under the base path', async () => {
    const app = createTestApp(testbed)
    const browser = app.browser()
    expect((await browser.send('/verify')).status).toBe(405)
    expect((await browser.send('/verify')).headers.get('allow')).toBe('POST')
    expect(
      (await browser.send('/nonce', { method: 'POST', body: '{}' })).status,
    ).toBe(405)
    expect((await browser.send('/other')).status).toBe(404)
    expect(app.reasons()).toEqual([
      'method-not-allowed',
      'method-not-allowed',
      'method-not-allowed',
      'not-found',
    ])
  })
})

describe('configuration', () => {
  const chains = [
    { chain: foundry, transport: http('http://127.0.0.1:1') },
  ] as const
  test('a loopback http origin gets cookies without the __Host- prefix and without Secure', async () => {
    const handler = createSiweHandler({
      origin: 'http://127.0.0.1:5173',
      chains,
      secrets: [secretA],
    })
    const response = await handler(
      new Request('http://127.0.0.1:5173/api/siwe/nonce'),
    )
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^latch-siwe-pre=[\w-]+\.[\w-]{43}; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax$/,
      ),
    ])
  })

  test('what it refuses to start with', () => {
    const start = (overrides: object) => () =>
      createSiweHandler({
        origin: testOrigin,
        chains,
        secrets: [secretA],
        ...overrides,
      })
    expect(start({ origin: 'http://app.example' })).toThrowError(
      SiweConfigurationError,
    )
    expect(
      start({ origin: 'http://app.example' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: the origin http://app.example is neither https nor a loopback http origin, so its session cookie could not be Secure.]`,
    )
    expect(
      start({ origin: 'https://app.example/app' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: the origin "https://app.example/app" has a path, a query or credentials; give the origin alone (https://app.example).]`,
    )
    expect(start({ secrets: ['short'] })).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: every secret must be at least 32 characters (e.g. \`openssl rand -base64 32\`).]`,
    )
    expect(start({ secrets: [] })).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: no secret was given.]`,
    )
    expect(start({ chains: [] })).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: no chain was given.]`,
    )
    expect(start({ storeTimeout: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: storeTimeout must be a positive number of milliseconds.]`,
    )
    expect(
      start({ verifyRateLimit: { limit: 0.5, window: 60 } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[SiweConfigurationError: The SIWE handler cannot start: verifyRateLimit must be { limit, window }: a whole number of requests (1 or more) and a positive number of seconds.]`,
    )
  })
})
