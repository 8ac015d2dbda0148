import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiweHandler } from '@latch/siwe'
import { toNodeHandler } from '@latch/siwe/node'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { httpSiweBackend } from './httpSiweBackend.ts'

// The backend's answers are checked before they are believed: a server (or
// whatever answers at its URL) that says something else gets a SignInError.

let server: Server
let url: string
let answer: { status: number; body: string } = { status: 200, body: '' }

beforeAll(async () => {
  server = createServer((_, response) => {
    response.writeHead(answer.status, { 'Content-Type': 'application/json' })
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/siwe/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: { name: string; operation: string; status?: number }) => ({
      name: error.name,
      operation: error.operation,
      status: error.status,
    }),
  )
}

describe('answers of the right shape are read', () => {
  test('a nonce, a session (its expiry a date or a number), none (401)', async () => {
    const backend = httpSiweBackend(url)
    answer = {
      status: 200,
      body: JSON.stringify({ nonce: 'a1B2c3D4e5F6g7H8' }),
    }
    expect(await backend.getNonce()).toBe('a1B2c3D4e5F6g7H8')
    answer = {
      status: 200,
      body: JSON.stringify({
        address: alice.toLowerCase(),
        chainId: 1,
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    }
    expect(await backend.getSession()).toEqual({
      address: alice,
      chainId: 1,
      expiresAt: Date.parse('2030-01-01T00:00:00.000Z'),
    })
    answer = { status: 401, body: '' }
    expect(await backend.getSession()).toBeNull()
  })
})

test.each([
  ['a nonce with spaces', 'nonce', 200, { nonce: 'a b c d e f g h' }],
  ['a short nonce', 'nonce', 200, { nonce: 'abc' }],
  ['a nonce not a string', 'nonce', 200, { nonce: 12345678 }],
  ['a nonce refused', 'nonce', 429, {}],
  ['a session of no address', 'session', 200, { address: 'alice', chainId: 1 }],
  [
    'a session of a chain id as text',
    'session',
    200,
    { address: alice, chainId: '1' },
  ],
  ['a session of chain 0', 'session', 200, { address: alice, chainId: 0 }],
  ['a session that is not JSON', 'session', 200, '<html>'],
  ['a session behind a server error', 'session', 500, {}],
  ['a verify refused', 'verify', 422, {}],
  ['a verify of the wrong shape', 'verify', 200, { ok: true }],
] as const)(
  'refused with a SignInError: %s',
  async (_, operation, status, body) => {
    answer = {
      status,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }
    const backend = httpSiweBackend(url)
    const call =
      operation === 'nonce'
        ? backend.getNonce()
        : operation === 'session'
          ? backend.getSession()
          : backend.verify({ message: 'm', signature: '0x00' })
    expect(await failure(call)).toEqual({
      name: 'SignInError',
      operation,
      status,
    })
  },
)

test('an answer far longer than any nonce is not read', async () => {
  answer = {
    status: 200,
    body: JSON.stringify({
      nonce: 'a1B2c3D4e5F6g7H8',
      pad: 'x'.repeat(1 << 20),
    }),
  }
  expect(await failure(httpSiweBackend(url).getNonce())).toEqual({
    name: 'SignInError',
    operation: 'nonce',
    status: 200,
  })
})

test('a server that does not answer: a SignInError with no status', async () => {
  const backend = httpSiweBackend('http://127.0.0.1:9/api/siwe')
  expect(await failure(backend.getNonce())).toEqual({
    name: 'SignInError',
    operation: 'nonce',
    status: undefined,
  })
})

test("@latch/siwe's own handlers: a nonce, and no session before a sign-in", async () => {
  const siwe = createServer(
    toNodeHandler(
      createSiweHandler({
        origin: 'http://127.0.0.1',
        chains: [{ chain: mainnet, transport: http('http://127.0.0.1:9') }],
        secrets: ['a-secret-of-at-least-thirty-two-characters'],
      }),
    ),
  )
  await new Promise<void>((resolve) => siwe.listen(0, '127.0.0.1', resolve))
  try {
    const base = `http://127.0.0.1:${(siwe.address() as AddressInfo).port}/api/siwe`
    const backend = httpSiweBackend(base)
    const nonce = await backend.getNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(await backend.getNonce()).not.toBe(nonce)
    expect(await backend.getSession()).toBeNull()
  } finally {
    await new Promise<void>((resolve) => siwe.close(() => resolve()))
  }
})
