import { createMemoryStore, type SiweStore } from '@latch/siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SiweBrowser } from '../test/siweBrowser.ts'
import {
  createTestApp,
  noNode,
  noNodeChains,
  testMessage,
  testOrigin,
} from '../test/siweTestbed.ts'

const chains = noNodeChains
const account = privateKeyToAccount(generatePrivateKey())

/** What clients can make the store hold with the default limits (docs/siwe.md, Stores). */
const statedBound = 18_004

/**
 * The store, and how many live entries it holds at most (the nonces and
 * counters, and apart from them the revocations), read every `every`
 * calls: between two readings, nothing expires (the windows are a minute).
 */
function measuredStore(store: SiweStore) {
  const expiries = new Map<string, number>()
  const most = { held: 0, revocations: 0 }
  const measure = () => {
    const now = Date.now()
    let held = 0
    let revocations = 0
    for (const [key, expires] of expiries)
      if (expires <= now) expiries.delete(key)
      else if (key.startsWith('revoked:')) revocations++
      else held++
    most.held = Math.max(most.held, held)
    most.revocations = Math.max(most.revocations, revocations)
  }
  const measured: SiweStore = {
    async set(key, value, ttl) {
      await store.set(key, value, ttl)
      expiries.set(key, Date.now() + ttl)
    },
    async take(key) {
      expiries.delete(key)
      return store.take(key)
    },
    has: (key) => store.has(key),
    async increment(key, window) {
      const count = await store.increment(key, window)
      if (count === 1) expiries.set(key, Date.now() + window)
      return count
    },
  }
  return { store: measured, measure, most }
}

async function signIn(browser: SiweBrowser) {
  const message = testMessage({
    address: account.address,
    nonce: await browser.nonce(),
  })
  const response = await browser.verify({
    message,
    signature: await account.signMessage({ message }),
  })
  expect(response.status).toBe(200)
}

const nonceRequest = () => new Request(`${testOrigin}/api/siwe/nonce`)

afterEach(() => {
  vi.useRealTimers()
})

describe('a flood of nonce requests from distinct addresses', () => {
  test('stores no more than the stated bound; a new visitor gets a nonce or a 429, never a 503; a logout during it revokes', async () => {
    const measured = measuredStore(createMemoryStore())
    const app = createTestApp(noNode, { chains, store: measured.store })
    const visitor = app.browser()
    await signIn(visitor)
    const stolen = visitor.jar.get('__Host-latch-siwe')!
    // A visitor who fetched a nonce before the flood (no address known).
    const waiting = app.browser()
    await waiting.nonce()

    const statuses: Record<number, number> = {}
    const flood = async (from: number, to: number) => {
      for (let i = from; i < to; i += 100) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(100, to - i) }, (_, j) => {
            const n = i + j
            // Each in a /64 of its own: the worst case for per-address counters.
            const clientAddress = `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`
            return app.handler.nonce(nonceRequest(), { clientAddress })
          }),
        )
        for (const response of batch)
          statuses[response.status] = (statuses[response.status] ?? 0) + 1
        if (i % 1_000 === 0) measured.measure()
      }
    }
    await flood(0, 99_000)
    const logout = await visitor.logout()
    await flood(99_000, 100_000)
    measured.measure()
    app.reasons()

    expect(logout.status).toBe(204)
    expect(statuses[503]).toBe(undefined)
    expect(statuses[200]! + statuses[429]!).toBe(100_000)
    expect(measured.most.held).toBeLessThanOrEqual(statedBound)
    expect(measured.most.revocations).toBe(1)

    const newcomer = await app.handler.nonce(nonceRequest(), {
      clientAddress: '2001:db8:ffff:1::1',
    })
    expect([200, 429]).toContain(newcomer.status)
    app.reasons()
    // The flood drew on the pool of requests without a pre-session only.
    expect((await waiting.send('/nonce')).status).toBe(200)

    const copy = app.browser()
    copy.jar.set('__Host-latch-siwe', stolen)
    expect((await copy.session()).status).toBe(401)
    expect(
      await app.handler.getSession(
        new Request(`${testOrigin}/api/orders`, {
          headers: { cookie: `__Host-latch-siwe=${stolen}` },
        }),
      ),
    ).toBe(undefined)
    expect(app.reasons()).toEqual(['session-revoked'])
  }, 120_000)
})

test('the bound holds over minutes of every request a client can make: fresh addresses, gathered pre-sessions, nonces and sign-ins', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const measured = measuredStore(createMemoryStore())
  const app = createTestApp(noNode, { chains, store: measured.store })
  let n = 0
  const fresh = () => {
    n++
    return `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`
  }
  // Pre-sessions the attacker gathered, each from an admitted nonce.
  const gathered: string[] = []
  const statuses = new Set<number>()
  const send = async (
    route: 'nonce' | 'verify',
    cookie: string | undefined,
  ) => {
    const response = await app.handler[route](
      new Request(`${testOrigin}/api/siwe/${route}`, {
        ...(route === 'verify'
          ? { method: 'POST', body: '{}' }
          : { method: 'GET' }),
        headers: {
          origin: testOrigin,
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
      }),
      { clientAddress: fresh() },
    )
    statuses.add(response.status)
    const set = response.headers.getSetCookie()[0]
    if (set) gathered.push(set.split(';')[0]!)
    if (gathered.length > 300) gathered.shift()
  }
  // Eight minutes, a step every five seconds: past the six a nonce is kept.
  for (let step = 0; step < 96; step++) {
    const batch: Promise<void>[] = []
    for (let i = 0; i < 100; i++) {
      const cookie = gathered[i % Math.max(1, gathered.length)]
      batch.push(
        send('nonce', undefined),
        send('nonce', cookie),
        send('verify', undefined),
        send('verify', cookie),
      )
    }
    await Promise.all(batch)
    measured.measure()
    vi.setSystemTime(Date.now() + 5_000)
  }
  app.reasons()
  expect(statuses.has(503)).toBe(false)
  // Both pools filled, minute after minute: the store nears its bound…
  expect(measured.most.held).toBeGreaterThan(statedBound / 2)
  // … and stays under it.
  expect(measured.most.held).toBeLessThanOrEqual(statedBound)
}, 120_000)

describe('where no client address is known', () => {
  test('a client that keeps its cookie is held to its own limit, and the next visitor still gets a nonce', async () => {
    const app = createTestApp(noNode, { chains })
    const greedy = app.browser()
    const statuses = new Set<number>()
    for (let i = 0; i < 601; i++)
      statuses.add((await greedy.send('/nonce')).status)
    expect([...statuses]).toEqual([200, 429])
    expect((await app.browser().send('/nonce')).status).toBe(200)
  })

  test('a client that drops its cookies uses up only the new pre-sessions: a visitor who holds one still gets a nonce and signs in', async () => {
    const app = createTestApp(noNode, { chains })
    const visitor = app.browser()
    await visitor.nonce()
    const statuses: number[] = []
    for (let i = 0; i < 601; i++)
      statuses.push((await app.handler.nonce(nonceRequest())).status)
    // The visitor's own first nonce was the pool's first.
    expect(statuses.filter((status) => status === 200)).toHaveLength(599)
    expect(statuses.slice(599)).toEqual([429, 429])
    await signIn(visitor)
    expect((await visitor.session()).status).toBe(200)
  })
})

describe('verify is rate-limited', () => {
  const post = (app: ReturnType<typeof createTestApp>) =>
    app.handler.verify(
      new Request(`${testOrigin}/api/siwe/verify`, {
        method: 'POST',
        headers: { origin: testOrigin, 'content-type': 'application/json' },
        body: '{}',
      }),
      { clientAddress: '2001:db8:1:2:3:4:5:6' },
    )

  test('per address, an IPv6 one by its /64', async () => {
    const app = createTestApp(noNode, {
      chains,
      verifyRateLimit: { limit: 3, window: 60 },
    })
    const from = (clientAddress: string) =>
      app.handler.verify(
        new Request(`${testOrigin}/api/siwe/verify`, {
          method: 'POST',
          headers: { origin: testOrigin, 'content-type': 'application/json' },
          body: '{}',
        }),
        { clientAddress },
      )
    const statuses = []
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff::9',
      '2001:DB8:1:2:0:0:0:7',
      '2001:db8:1:2::1',
    ])
      statuses.push((await from(address)).status)
    expect(statuses).toEqual([400, 400, 400, 429])
    expect(app.reasons()).toEqual([
      'malformed-body',
      'malformed-body',
      'malformed-body',
      'rate-limited',
    ])
    // Another /64, and an IPv4 client: their own counters.
    expect((await from('2001:db8:1:3::1')).status).toBe(400)
    expect((await from('::ffff:192.0.2.1')).status).toBe(400)
  })

  test('per pre-session', async () => {
    const app = createTestApp(noNode, {
      chains,
      verifyRateLimit: { limit: 3, window: 60 },
    })
    const browser = app.browser()
    await browser.nonce()
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await browser.send('/verify', { method: 'POST', body: '{}' })).status,
      )
    expect(statuses).toEqual([400, 400, 400, 429])
    // Another browser is not refused for it.
    expect((await post(app)).status).toBe(400)
  })

  test('in all: past the global limit, a 429 before the body is read', async () => {
    const app = createTestApp(noNode, {
      chains,
      globalVerifyRateLimit: { limit: 2, window: 60 },
    })
    expect([
      (await post(app)).status,
      (await post(app)).status,
      (await post(app)).status,
    ]).toEqual([400, 400, 429])
  })
})

test("behind a proxy you name, the clientAddress option's header is the client, not the socket's peer (the proxy)", async () => {
  const app = createTestApp(noNode, {
    chains,
    nonceRateLimit: { limit: 2, window: 60 },
    clientAddress: (request) => request.headers.get('x-real-ip'),
  })
  const through = (client: string) =>
    app.handler.nonce(
      new Request(`${testOrigin}/api/siwe/nonce`, {
        headers: { 'x-real-ip': client },
      }),
      { clientAddress: '127.0.0.1' },
    )
  const statuses = []
  for (const client of ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.2'])
    statuses.push((await through(client)).status)
  expect(statuses).toEqual([200, 200, 429, 200])
})
