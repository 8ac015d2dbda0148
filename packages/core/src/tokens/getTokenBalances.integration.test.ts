import { devnetContracts } from '@latch/devnet'
import { freePort } from '@latch/devnet/internal'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { QueryClient } from '@tanstack/query-core'
import { type Address, getAddress, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tokenBalancesQueryOptions } from '../query/tokenBalancesQueryOptions.ts'
import { getTokenBalances } from './getTokenBalances.ts'
import { tokenMetadataKey } from './tokenMetadataCache.ts'

const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = devnetContracts.demoToken
// An address with no code: balanceOf answers nothing.
const nothing = getAddress('0x000000000000000000000000000000000000dead')
// Reverts whatever it is asked: PUSH1 0 PUSH1 0 REVERT.
const reverter = getAddress('0x000000000000000000000000000000000000beef')
// Answers every call with 32 bytes of 0xff: a balance of 2^256 - 1, a
// string offset past the end, decimals far over a uint8.
const garbage = getAddress('0x000000000000000000000000000000000000feed')
const garbageCode: Hex = `0x7f${'ff'.repeat(32)}60005260206000f3`

let devnet: TestDevnet

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(devnet.anvils[0].rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as {
    result?: unknown
    error?: { message: string }
  }
  if (error) throw new Error(error.message)
  return result
}

/** A storage of the test's own (the page's `localStorage` is shared). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** The requests' bodies sent to the first chain's node. */
function recordedTransport(bodies: unknown[]) {
  return http(devnet.anvils[0].rpcUrl, {
    onFetchRequest: async (request) => {
      bodies.push(await request.clone().json())
    },
  })
}

beforeAll(async () => {
  devnet = await startTestDevnet()
  await rpc('anvil_setCode', [reverter, '0x60006000fd'])
  await rpc('anvil_setCode', [garbage, garbageCode])
})
afterAll(() => devnet?.stop())

describe('getTokenBalances, on the devnet', () => {
  test('alice’s 1,000 LATCH; a non-contract, a reverter and a contract answering garbage are unavailable; one call to the node', async () => {
    const bodies: unknown[] = []
    const latch = createTestConfig(devnet, {
      tokens: { 13370: [token, nothing, reverter, garbage] },
      transports: { 13370: recordedTransport(bodies) },
    })
    expect(
      await getTokenBalances(latch, { address: alice, chainId: 13_370 }),
    ).toEqual([
      {
        address: token,
        symbol: 'LATCH',
        decimals: 18,
        value: parseEther('1000'),
      },
      { address: nothing, status: 'unavailable' },
      { address: reverter, status: 'unavailable' },
      { address: garbage, status: 'unavailable' },
    ])
    // One request, one eth_call: balanceOf, symbol and decimals of the four
    // tokens, together.
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ method: 'eth_call' })
  })

  test('the dapp’s symbol names an unavailable token; a chain without listed tokens reads nothing', async () => {
    const latch = createTestConfig(devnet, {
      tokens: { 13370: [{ address: nothing, symbol: 'GONE' }] },
    })
    expect(
      await getTokenBalances(latch, { address: alice, chainId: 13_370 }),
    ).toEqual([{ address: nothing, status: 'unavailable', symbol: 'GONE' }])
    expect(
      await getTokenBalances(latch, { address: alice, chainId: 13_371 }),
    ).toEqual([])
  })

  test('symbol and decimals are read once: cached 24 hours in the storage, so the next read (a reload) asks the balance alone', async () => {
    const storage = memoryStorage()
    const first: unknown[] = []
    const read = (bodies: unknown[]) =>
      getTokenBalances(
        createTestConfig(devnet, {
          storage,
          tokens: { 13370: [token] },
          transports: { 13370: recordedTransport(bodies) },
        }),
        { address: alice, chainId: 13_370 },
      )
    const expected = [
      {
        address: token,
        symbol: 'LATCH',
        decimals: 18,
        value: parseEther('1000'),
      },
    ]
    expect(await read(first)).toEqual(expected)
    expect(JSON.parse(storage.getItem(tokenMetadataKey)!)).toMatchObject({
      [`13370:${token}`]: { symbol: 'LATCH', decimals: 18 },
    })
    const second: unknown[] = []
    expect(await read(second)).toEqual(expected)
    const data = (body: unknown) =>
      (body as { params: [{ data: Hex }] }).params[0].data
    // symbol() is 0x95d89b41, decimals() 0x313ce567.
    expect(data(first[0])).toContain('95d89b41')
    expect(data(second[0])).not.toContain('95d89b41')
    expect(data(second[0])).not.toContain('313ce567')
    expect(data(second[0])).toContain('70a08231')
  })

  test('a list that is not valid: InvalidTokenError, when read', async () => {
    const latch = createTestConfig(devnet, {
      tokens: { 13370: [{ address: token, decimals: 300 }] },
    })
    await expect(
      getTokenBalances(latch, { address: alice, chainId: 13_370 }),
    ).rejects.toMatchObject({ name: 'InvalidTokenError' })
  })

  test('a node that does not answer: the read fails, NetworkUnavailableError, and is tried again', async () => {
    const port = await freePort()
    const latch = createTestConfig(devnet, {
      tokens: { 13370: [token] },
      transports: {
        13370: http(`http://127.0.0.1:${port}`, { retryCount: 0 }),
      },
    })
    const queryClient = new QueryClient()
    const options = tokenBalancesQueryOptions(latch, {
      address: alice,
      chainId: 13_370,
    })
    const error = await queryClient.fetchQuery(options).catch((x) => x)
    expect(error).toMatchObject({ name: 'NetworkUnavailableError' })
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: options.queryKey })!
    expect(
      (options.refetchInterval as (q: unknown) => unknown)(query),
    ).toBeGreaterThan(0)
  })
})
