import {
  createMemoryStore,
  createRedisStore,
  type SiweStore,
  SiweStoreError,
} from '@latch/siwe'
import { createClient } from 'redis'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SiweBrowser } from '../test/siweBrowser.ts'
import {
  createTestApp,
  noNode,
  noNodeChains,
  testMessage,
  testOrigin,
} from '../test/siweTestbed.ts'
import { startRedis, type TestRedis } from '../test/startRedis.ts'

const chains = noNodeChains
const account = privateKeyToAccount(generatePrivateKey())

let redis: TestRedis
let stopped = false
const clients: { close: () => Promise<void> }[] = []
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  if (stopped) process.kill(redis.pid, 'SIGCONT')
  await Promise.all(clients.map((client) => client.close()))
  await redis?.stop()
})

/** A signed message and its signature, on a nonce `browser` fetched. */
async function signed(browser: SiweBrowser) {
  const message = testMessage({
    address: account.address,
    nonce: await browser.nonce(),
  })
  return { message, signature: await account.signMessage({ message }) }
}

const sessionOf = (browser: SiweBrowser) =>
  new Request(`${testOrigin}/api/orders`, {
    headers: {
      cookie: `__Host-latch-siwe=${browser.jar.get('__Host-latch-siwe')}`,
    },
  })

test('a Redis that stops answering (SIGSTOP): every route answers 503 and getSession throws SiweStoreError, within storeTimeout; after SIGCONT all work again', async () => {
  // node-redis as the docs show it: no timeout of its own, so a command to
  // a stopped server waits for as long as it is stopped.
  const client = createClient({ url: redis.url, commandsQueueMaxLength: 1_000 })
  client.on('error', () => {})
  await client.connect()
  clients.push(client)
  const store = createRedisStore({
    command: (args) => client.sendCommand(args),
  })
  const app = createTestApp(noNode, { chains, store, storeTimeout: 200 })
  const visitor = app.browser()
  expect((await visitor.verify(await signed(visitor))).status).toBe(200)
  const leaving = app.browser()
  leaving.jar.set('__Host-latch-siwe', visitor.jar.get('__Host-latch-siwe')!)
  const signing = app.browser()
  const body = await signed(signing)

  process.kill(redis.pid, 'SIGSTOP')
  stopped = true
  const answers = await Promise.all([
    app.browser().send('/nonce'),
    signing.verify(body),
    visitor.session(),
    leaving.logout(),
  ])
  expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503])
  expect(app.reasons()).toEqual([
    'store-failed',
    'store-failed',
    'store-failed',
    'store-failed',
  ])
  const refused = await app.handler.getSession(sessionOf(visitor)).then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(refused).toBeInstanceOf(SiweStoreError)
  expect((refused as SiweStoreError).shortMessage).toMatchInlineSnapshot(
    `"The SIWE store failed: has did not answer within 200 ms."`,
  )

  process.kill(redis.pid, 'SIGCONT')
  stopped = false
  expect((await app.browser().send('/nonce')).status).toBe(200)
  expect((await visitor.session()).status).toBe(200)
  expect(await app.handler.getSession(sessionOf(visitor))).toMatchObject({
    address: account.address,
  })
  const again = app.browser()
  expect((await again.verify(await signed(again))).status).toBe(200)
  const copy = app.browser()
  copy.jar.set('__Host-latch-siwe', visitor.jar.get('__Host-latch-siwe')!)
  expect((await visitor.logout()).status).toBe(204)
  expect((await copy.session()).status).toBe(401)
  expect(app.reasons()).toEqual(['session-revoked'])
}, 20_000)

test('a store call that fails after its timeout is no unhandled rejection', async () => {
  const late: ((error: Error) => void)[] = []
  const hang = () =>
    new Promise<never>((_, reject) => {
      late.push(reject)
    })
  const hanging: SiweStore = {
    set: hang,
    take: hang,
    has: hang,
    increment: hang,
  }
  const unhandled: unknown[] = []
  const listener = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', listener)
  try {
    // A session signed by one app is read by another with the same secret.
    const working = createTestApp(noNode, {
      chains,
      store: createMemoryStore(),
    })
    const visitor = working.browser()
    expect((await visitor.verify(await signed(visitor))).status).toBe(200)
    const app = createTestApp(noNode, {
      chains,
      store: hanging,
      storeTimeout: 50,
    })
    expect(
      (await app.handler.nonce(new Request(`${testOrigin}/api/siwe/nonce`)))
        .status,
    ).toBe(503)
    await expect(
      app.handler.getSession(sessionOf(visitor)),
    ).rejects.toThrowError(SiweStoreError)
    expect(late).toHaveLength(2)
    for (const reject of late) reject(new Error('the store failed late'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unhandled).toEqual([])
  } finally {
    process.off('unhandledRejection', listener)
  }
}, 20_000)
