import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  devnetAccountAbstractionContracts,
  devnetPaymasterPath,
} from '../chains/devnetChains.ts'
import {
  type PaymasterService,
  startPaymasterService,
} from './startPaymasterService.ts'

const chainId = 13_370
const page = 'http://127.0.0.1:5173'
let service: PaymasterService
beforeAll(async () => {
  service = await startPaymasterService({
    chainId,
    origins: [page],
    paths: [devnetPaymasterPath(chainId)],
  })
})
afterAll(async () => {
  await service?.stop()
})

// Node's own HTTP: every header as given, the status whatever it is.
function send(
  body: string | Buffer,
  options: {
    path?: string
    method?: string
    headers?: Record<string, string>
  } = {},
) {
  return new Promise<{
    status: number
    headers: Record<string, unknown>
    text: string
  }>((resolve, reject) => {
    const sent = request(
      `${service.url}${options.path ?? '/'}`,
      {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
      },
      (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk) => {
          text += chunk
        })
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            headers: answer.headers,
            text,
          }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

const userOperation = {
  sender: '0xF20931022A61cc0dfcb2C2a5781b6F100e12E300',
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x5c5f',
  verificationGasLimit: '0xe7a8',
  preVerificationGas: '0x1345b',
  maxFeePerGas: '0x802d82d4',
  maxPriorityFeePerGas: '0x77359400',
}
const stubRequest = (
  params: unknown[] = [
    userOperation,
    devnetAccountAbstractionContracts.entryPoint,
    '0x343a',
    {},
  ],
) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 7,
    method: 'pm_getPaymasterStubData',
    params,
  })

test('answers pm_getPaymasterStubData as ERC-7677 says: the paymaster, its data and both of its gas limits', async () => {
  const answer = await send(stubRequest())
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.text)).toEqual({
    jsonrpc: '2.0',
    id: 7,
    result: {
      paymaster: devnetAccountAbstractionContracts.paymaster,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]{154}$/),
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Latch Devnet' },
      isFinal: false,
    },
  })
})

test('a hostile request gets a 400 with a JSON-RPC error, and the service goes on answering', async () => {
  const hostile: [string, number][] = [
    ['{', -32_700],
    ['[]', -32_600],
    [
      '{"jsonrpc":"2.0","id":{},"method":"pm_getPaymasterData","params":[]}',
      -32_600,
    ],
    [
      '{"jsonrpc":"2.0","id":1,"method":"eth_sendTransaction","params":[]}',
      -32_601,
    ],
    [stubRequest([]), -32_602],
    [
      stubRequest([
        { ...userOperation, nonce: `0x1${'0'.repeat(64)}` },
        devnetAccountAbstractionContracts.entryPoint,
        '0x343a',
      ]),
      -32_602,
    ],
    [
      stubRequest([
        { ...userOperation, sender: 'alice' },
        devnetAccountAbstractionContracts.entryPoint,
        '0x343a',
      ]),
      -32_602,
    ],
    [
      stubRequest([
        userOperation,
        '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        '0x343a',
      ]),
      -32_602,
    ],
    [
      stubRequest([
        userOperation,
        devnetAccountAbstractionContracts.entryPoint,
        '0x1',
      ]),
      -32_602,
    ],
    [
      stubRequest([
        userOperation,
        devnetAccountAbstractionContracts.entryPoint,
        '0x343a',
        'context',
      ]),
      -32_602,
    ],
  ]
  for (const [body, code] of hostile) {
    const answer = await send(body)
    expect([body, answer.status]).toEqual([body, 400])
    expect(JSON.parse(answer.text).error.code).toBe(code)
  }
  // Bytes that are not UTF-8.
  expect((await send(Buffer.from([0x7b, 0xff, 0xfe]))).status).toBe(400)
  expect((await send(stubRequest())).status).toBe(200)
})

test('a body past 64 KiB is a 413, declared or not', async () => {
  const large = `{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterStubData","params":["${'a'.repeat(70_000)}"]}`
  expect((await send(large)).status).toBe(413)
  expect(
    (await send(large, { headers: { 'transfer-encoding': 'chunked' } })).status,
  ).toBe(413)
  expect((await send(stubRequest())).status).toBe(200)
})

test('lets in Node clients and the pages of `origins` only, never with `*`', async () => {
  const elsewhere = await send(stubRequest(), {
    headers: { origin: 'https://evil.example' },
  })
  expect(elsewhere.status).toBe(403)
  const fromPage = await send(stubRequest(), { headers: { origin: page } })
  expect(fromPage.status).toBe(200)
  expect(fromPage.headers['access-control-allow-origin']).toBe(page)
  const preflight = await send('', {
    method: 'OPTIONS',
    headers: { origin: page },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers['access-control-allow-origin']).toBe(page)
  expect(
    (await send(stubRequest(), { path: devnetPaymasterPath(chainId) })).status,
  ).toBe(200)
  expect((await send(stubRequest(), { path: '/other' })).status).toBe(404)
  expect((await send('', { method: 'GET' })).status).toBe(405)
})

test('its policy is scripted: refuse is a JSON-RPC error, fail a 500 that is not JSON', async () => {
  try {
    service.setPolicy('refuse')
    const refused = await send(stubRequest())
    expect(refused.status).toBe(200)
    expect(JSON.parse(refused.text)).toMatchInlineSnapshot(`
      {
        "error": {
          "code": -32000,
          "message": "The paymaster does not sponsor this operation.",
        },
        "id": 7,
        "jsonrpc": "2.0",
      }
    `)
    service.setPolicy('fail')
    const failed = await send(stubRequest())
    expect(failed.status).toBe(500)
    expect(() => JSON.parse(failed.text)).toThrow()
  } finally {
    service.setPolicy('sponsor')
  }
  expect((await send(stubRequest())).status).toBe(200)
})

// Tests in parallel share one service: each scripts its own sender's
// answers, over HTTP from the test process (a Playwright worker holds no
// handle on the service), and a page cannot.
test('a policy for one sender, set by a Node client over JSON-RPC; a page cannot set one', async () => {
  const other = '0x000000000000000000000000000000000000dEaD'
  const control = (params: unknown[], headers?: Record<string, string>) =>
    send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'devnet_setPaymasterPolicy',
        params,
      }),
      { headers },
    )
  const code = async (operation = userOperation) =>
    JSON.parse(
      (
        await send(
          stubRequest([
            operation,
            devnetAccountAbstractionContracts.entryPoint,
            '0x343a',
          ]),
        )
      ).text,
    ).error?.code
  try {
    expect((await control(['refuse', userOperation.sender])).status).toBe(200)
    expect(await code()).toBe(-32_000)
    expect(await code({ ...userOperation, sender: other })).toBeUndefined()

    const fromPage = await control(['sponsor'], { origin: page })
    expect(fromPage.status).toBe(400)
    expect(JSON.parse(fromPage.text).error.code).toBe(-32_601)
    expect(await code()).toBe(-32_000)

    expect((await control(['nonsense'])).status).toBe(400)
    expect((await control(['refuse', 'not an address'])).status).toBe(400)
    // Without a sender: every sender, the ones set before included.
    expect((await control(['sponsor'])).status).toBe(200)
    expect(await code()).toBeUndefined()
  } finally {
    service.setPolicy('sponsor')
  }
})
