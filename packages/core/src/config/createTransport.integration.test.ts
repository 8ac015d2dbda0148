// @vitest-environment node

import {
  type Anvil,
  type FaultyNode,
  startAnvil,
  startFaultyNode,
} from '@latch/devnet'
import { type Chain, createPublicClient } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTransport, nodeTimeout } from './createTransport.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('createTransport: the node provider fails, the visitor still sees data', () => {
  let anvil: Anvil
  let provider: FaultyNode
  let publicRpc: FaultyNode
  let chain: Chain

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 13_372 })
    provider = await startFaultyNode({ target: anvil.rpcUrl })
    publicRpc = await startFaultyNode({ target: anvil.rpcUrl })
    chain = {
      id: 13_372,
      name: 'Faulty',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: { http: [publicRpc.httpUrl] },
        node: { http: [provider.httpUrl], webSocket: [provider.wsUrl] },
      },
    }
  })
  afterAll(async () => {
    await Promise.all([provider.stop(), publicRpc.stop()])
    await anvil.stop()
  })
  beforeEach(() => {
    provider.setMode({ http: 'ok', ws: 'ok' })
    publicRpc.setMode({ http: 'ok', ws: 'ok' })
  })

  function client() {
    return createPublicClient({ chain, transport: createTransport(chain) })
  }
  function snapshot() {
    return {
      provider: { ...provider.counts },
      publicRpc: { ...publicRpc.counts },
    }
  }

  test('healthy: the node provider answers over websocket', async () => {
    const before = snapshot()
    expect(await client().getBalance({ address: account })).toBeGreaterThan(0n)
    expect(provider.counts.ws).toBeGreaterThan(before.provider.ws)
    expect(publicRpc.counts.http).toBe(before.publicRpc.http)
  })

  test('websocket refused: the node provider answers over HTTP', async () => {
    provider.setMode({ ws: 'down' })
    const before = snapshot()
    expect(await client().getBalance({ address: account })).toBeGreaterThan(0n)
    expect(provider.counts.http).toBeGreaterThan(before.provider.http)
    expect(publicRpc.counts.http).toBe(before.publicRpc.http)
  })

  test('websocket refused and HTTP 500: the public RPC answers', async () => {
    provider.setMode({ ws: 'down', http: 'error' })
    const before = snapshot()
    expect(await client().getBalance({ address: account })).toBeGreaterThan(0n)
    expect(publicRpc.counts.http).toBeGreaterThan(before.publicRpc.http)
  })

  test('the node provider hangs: the public RPC answers within the timeouts', async () => {
    provider.setMode({ ws: 'down', http: 'hang' })
    const began = performance.now()
    expect(await client().getBalance({ address: account })).toBeGreaterThan(0n)
    expect(performance.now() - began).toBeLessThan(nodeTimeout * 2)
  }, 20_000)

  test('every node down: a clear error, then data again once the node is back', async () => {
    provider.setMode({ ws: 'down', http: 'down' })
    publicRpc.setMode({ http: 'down' })
    const c = client()
    await expect(c.getBalance({ address: account })).rejects.toThrow(
      /HTTP request failed/,
    )
    provider.setMode({ ws: 'ok', http: 'ok' })
    const before = snapshot()
    expect(await c.getBalance({ address: account })).toBeGreaterThan(0n)
    expect(provider.counts.ws + provider.counts.http).toBeGreaterThan(
      before.provider.ws + before.provider.http,
    )
  }, 20_000)
})
