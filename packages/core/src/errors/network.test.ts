// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, fallback, http, webSocket } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { classifyWalletError } from './classify.ts'
import { NetworkUnavailableError } from './network.ts'

// What viem really throws when no node answers: real transports to loopback
// ports where nothing listens, a node answering HTTP 500, one that hangs.

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = { id: 13_370, name: 'Latch Devnet' }
// The discard port: nothing listens there, connections are refused.
const refused = 'http://127.0.0.1:9'

let failing: Server
let hanging: Server
let failingUrl: string
let hangingUrl: string
beforeAll(async () => {
  failing = createServer((_, response) => {
    response.statusCode = 500
    response.end('Internal Server Error')
  })
  hanging = createServer(() => {})
  for (const server of [failing, hanging])
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const server of [failing, hanging]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function balanceError(
  transport: Parameters<typeof createPublicClient>[0]['transport'],
) {
  try {
    await createPublicClient({ transport }).getBalance({ address: account })
  } catch (error) {
    return error
  }
  throw new Error('expected the read to fail')
}

describe('a node that does not answer is NetworkUnavailableError', () => {
  test.each([
    ['refused', () => http(refused, { retryCount: 0 })],
    ['HTTP 500', () => http(failingUrl, { retryCount: 0 })],
    ['hanging', () => http(hangingUrl, { retryCount: 0, timeout: 200 })],
    [
      'every transport of a fallback',
      () =>
        fallback(
          [
            webSocket('ws://127.0.0.1:9', { retryCount: 0 }),
            http(failingUrl, { retryCount: 0 }),
            http(refused, { retryCount: 0 }),
          ],
          { retryCount: 0 },
        ),
    ],
  ])('%s', async (_, transport) => {
    const error = classifyWalletError(await balanceError(transport()), {
      operation: 'read',
      chain,
    })
    expect(error).toBeInstanceOf(NetworkUnavailableError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Latch Devnet cannot be reached right now."`,
    )
  })

  test('a node that answers with a JSON-RPC error is not', async () => {
    const answering = createServer((_, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 0,
          error: { code: -32000, message: 'header not found' },
        }),
      )
    })
    await new Promise<void>((resolve) =>
      answering.listen(0, '127.0.0.1', resolve),
    )
    try {
      const url = `http://127.0.0.1:${(answering.address() as AddressInfo).port}`
      const error = classifyWalletError(
        await balanceError(http(url, { retryCount: 0 })),
        { operation: 'read', chain },
      )
      expect(error.name).toBe('UnknownWalletError')
    } finally {
      answering.closeAllConnections()
      await new Promise((resolve) => answering.close(resolve))
    }
  })
})
