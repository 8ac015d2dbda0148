import { createRedisStore, SiweStoreError } from '@latch/siwe'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createTestApp,
  startTestbed,
  type Testbed,
  testMessage,
} from '../../test/siweTestbed.ts'
import { startRedis, type TestRedis } from '../../test/startRedis.ts'

let redis: TestRedis
let testbed: Testbed
const clients: {
  close: () => Promise<void>
  get: (key: string) => Promise<unknown>
}[] = []

/** A store on the test Redis through its own connection: one server instance's. */
async function instanceStore(prefix?: string) {
  const client = createClient({ url: redis.url })
  client.on('error', () => {})
  await client.connect()
  clients.push(client)
  return createRedisStore({
    command: (args) => client.sendCommand(args),
    ...(prefix ? { prefix } : {}),
  })
}

beforeAll(async () => {
  ;[redis, testbed] = await Promise.all([startRedis(), startTestbed()])
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await Promise.all([redis?.stop(), testbed?.stop()])
})

describe('two server instances on one Redis', () => {
  test('a nonce issued by one is consumed by the other, then refused by both', async () => {
    const one = createTestApp(testbed, { store: await instanceStore() })
    const two = createTestApp(testbed, { store: await instanceStore() })
    const browser = one.browser()
    const nonce = await browser.nonce()
    const message = testMessage({ address: testbed.eoa, nonce })
    const body = {
      message,
      signature: await testbed.signWithDevWallet(message),
    }
    const cookie = `__Host-latch-siwe-pre=${browser.jar.get('__Host-latch-siwe-pre')}`
    const verifyOn = (app: typeof one) =>
      app.handler(
        new Request('https://app.example/api/siwe/verify', {
          method: 'POST',
          headers: {
            origin: 'https://app.example',
            'content-type': 'application/json',
            cookie,
          },
          body: JSON.stringify(body),
        }),
      )
    const consumed = await verifyOn(two)
    expect(consumed.status).toBe(200)
    expect(two.reasons()).toEqual([])
    for (const app of [one, two]) {
      const replay = await verifyOn(app)
      expect(replay.status).toBe(401)
      expect(replay.headers.getSetCookie()).toEqual([])
      expect(app.reasons()).toEqual(['unknown-nonce'])
    }
  })

  test('a logout on one revokes the session on the other', async () => {
    const one = createTestApp(testbed, { store: await instanceStore() })
    const two = createTestApp(testbed, { store: await instanceStore() })
    const browser = one.browser()
    const message = testMessage({
      address: testbed.eoa,
      nonce: await browser.nonce(),
    })
    await browser.verify({
      message,
      signature: await testbed.signWithDevWallet(message),
    })
    const copy = two.browser()
    copy.jar.set('__Host-latch-siwe', browser.jar.get('__Host-latch-siwe')!)
    expect((await copy.session()).status).toBe(200)
    expect((await browser.logout()).status).toBe(204)
    expect((await copy.session()).status).toBe(401)
    expect(two.reasons()).toEqual(['session-revoked'])
  })

  test('the rate limit counts across instances', async () => {
    const limit = { limit: 4, window: 60 }
    const stores = [
      await instanceStore('rate-test:'),
      await instanceStore('rate-test:'),
    ]
    const [one, two] = stores.map((store) =>
      createTestApp(testbed, { store, nonceRateLimit: limit }),
    )
    const nonce = (app: typeof one) =>
      app!.handler.nonce(new Request('https://app.example/api/siwe/nonce'), {
        clientAddress: '198.51.100.7',
      })
    const statuses = []
    for (const app of [one, two, one, two, one, two])
      statuses.push((await nonce(app)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })
})

describe('createRedisStore', () => {
  test('of many racing takes of one key, exactly one gets the value', async () => {
    const stores = await Promise.all([
      instanceStore(),
      instanceStore(),
      instanceStore(),
    ])
    await stores[0]!.set('race', 'the value', 60_000)
    const taken = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 3]!.take('race')),
    )
    expect(taken.filter((value) => value !== undefined)).toEqual(['the value'])
  })

  test('values expire; counters start at one and expire with their window', async () => {
    const store = await instanceStore()
    await store.set('short', 'x', 50)
    expect(await store.has('short')).toBe(true)
    expect([
      await store.increment('count', 50),
      await store.increment('count', 50),
    ]).toEqual([1, 2])
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await store.has('short')).toBe(false)
    expect(await store.take('short')).toBe(undefined)
    expect(await store.increment('count', 50)).toBe(1)
  })

  test('keys live under the prefix, so apps can share a Redis', async () => {
    const store = await instanceStore('app-a:')
    await store.set('k', 'v', 60_000)
    const client = clients.at(-1)!
    expect(await client.get('app-a:k')).toBe('v')
    expect(await (await instanceStore('app-b:')).has('k')).toBe(false)
  })

  test('a Redis that fails is a SiweStoreError, and the handler fails closed', async () => {
    const store = createRedisStore({
      command: async () => {
        throw new Error('connection refused')
      },
    })
    await expect(store.take('k')).rejects.toThrowError(SiweStoreError)
    const app = createTestApp(testbed, { store })
    const browser = app.browser()
    expect((await browser.send('/nonce')).status).toBe(503)
    expect(app.reasons()).toEqual(['store-failed'])
  })
})
