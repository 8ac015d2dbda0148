import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDevWallet, type DevWalletStorage } from './createDevWallet.ts'

// A bundler stand-in on loopback: it answers eth_getUserOperationReceipt
// with whatever `answer` holds, as a broken or hostile bundler might.
let answer: unknown = null
let server: Server
let bundlerUrl: string
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: number }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: answer }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  bundlerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

const userOperation = `0x${'ab'.repeat(32)}`

// A wallet that finds, in its storage, a batch sent as a UserOperation.
function walletWithStoredOperation() {
  const saved = new Map<string, string>([
    [
      'latch.devWallet:dev.latch.wallet',
      JSON.stringify({
        authorized: true,
        chainId: 13_370,
        accountIndex: 0,
        chains: [],
        batches: [
          {
            id: 'sponsored',
            chainId: 13_370,
            atomic: true,
            calls: 1,
            hashes: [],
            settled: false,
            userOperation,
          },
        ],
      }),
    ],
  ])
  const storage: DevWalletStorage = {
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => void saved.set(key, value),
    removeItem: (key) => void saved.delete(key),
  }
  const { provider } = createDevWallet({
    chains: [
      {
        id: 13_370,
        name: 'Latch Devnet',
        rpcUrl: 'http://127.0.0.1:9',
        bundlerUrl,
      },
    ],
    persist: true,
    storage,
  })
  return () =>
    provider.request({
      method: 'wallet_getCallsStatus',
      params: ['sponsored'],
    } as never) as Promise<{ status: number; receipts: unknown[] }>
}

test('a stored UserOperation batch is pending while the bundler has no receipt', async () => {
  answer = null
  const status = walletWithStoredOperation()
  expect(await status()).toMatchObject({ status: 100, receipts: [] })
})

test('a receipt of the wrong shape from the bundler is a -32603, not a crash', async () => {
  const status = walletWithStoredOperation()
  for (const wrong of [
    { success: 'yes', logs: [], receipt: {} },
    { success: true, logs: [] },
    { success: true, logs: 'none', receipt: { transactionHash: '0x1' } },
    42,
  ]) {
    answer = wrong
    await expect(status()).rejects.toMatchObject({
      code: -32603,
      message:
        'The bundler answered eth_getUserOperationReceipt for batch sponsored with no receipt of the expected shape.',
    })
  }
})
