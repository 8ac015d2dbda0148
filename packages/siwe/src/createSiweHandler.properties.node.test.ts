import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  createTestApp,
  startTestbed,
  type Testbed,
  testMessage,
} from '../test/siweTestbed.ts'

let testbed: Testbed
beforeAll(async () => {
  testbed = await startTestbed()
})
afterAll(() => testbed?.stop())

const hex = (min: number, max: number) =>
  fc
    .uint8Array({ minLength: min, maxLength: max })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

test('random messages and signatures never sign in, nor do random signatures of a valid message', async () => {
  const app = createTestApp(testbed)
  const addresses = [
    testbed.eoa,
    testbed.accounts.deployed,
    testbed.accounts.counterfactual,
  ] as const
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        // A well-formed message with a live nonce, for any of the three accounts.
        fc.record({
          kind: fc.constant('valid message' as const),
          address: fc.constantFrom(...addresses),
          statement: fc
            .string({ maxLength: 40 })
            .filter((s) => !s.includes('\n')),
        }),
        // Anything at all as the message.
        fc.record({
          kind: fc.constant('random message' as const),
          message: fc.string({ maxLength: 600 }),
        }),
      ),
      fc.oneof(hex(0, 200), hex(65, 65), hex(300, 600)),
      async (input, signature) => {
        const browser = app.browser()
        const nonce = await browser.nonce()
        const message =
          input.kind === 'random message'
            ? input.message
            : testMessage({
                address: input.address,
                nonce,
                statement: input.statement || undefined,
              })
        const response = await browser.verify({ message, signature })
        expect(response.status).not.toBe(200)
        expect(response.headers.getSetCookie()).toEqual([])
        expect((await browser.session()).status).toBe(401)
      },
    ),
    { numRuns: 60 },
  )
}, 120_000)

test('random session cookies never authenticate', async () => {
  const app = createTestApp(testbed)
  const base64url = fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => Buffer.from(bytes).toString('base64url'))
  // Payloads of the right shape, for a session that was never issued.
  const claims = fc
    .record({
      s: fc
        .uint8Array({ minLength: 16, maxLength: 16 })
        .map((b) => Buffer.from(b).toString('hex')),
      a: fc.constantFrom(testbed.eoa, testbed.accounts.deployed),
      c: fc.constantFrom(31337, 1),
      e: fc.integer({ min: Date.now(), max: Date.now() + 1e9 }),
      u: fc.integer({ min: Date.now(), max: Date.now() + 1e9 }),
    })
    .map((payload) =>
      Buffer.from(JSON.stringify(payload)).toString('base64url'),
    )
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ maxLength: 300 }).filter((s) => !/[;\r\n]/.test(s)),
        fc.tuple(base64url, base64url).map(([a, b]) => `${a}.${b}`),
        fc
          .tuple(claims, fc.uint8Array({ minLength: 32, maxLength: 32 }))
          .map(
            ([payload, mac]) =>
              `${payload}.${Buffer.from(mac).toString('base64url')}`,
          ),
      ),
      async (value) => {
        const browser = app.browser()
        browser.jar.set('__Host-latch-siwe', value)
        const response = await browser.session()
        expect(response.status).toBe(401)
        expect(
          await app.handler.getSession(
            new Request('https://app.example/', {
              headers: { cookie: `__Host-latch-siwe=${value}` },
            }),
          ),
        ).toBe(undefined)
      },
    ),
    { numRuns: 300 },
  )
})
