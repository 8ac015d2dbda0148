// @vitest-environment node

import { type Anvil, startAnvil } from '@latch/devnet'
import { createPublicClient, createTestClient, http, webSocket } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lazyWebSocket } from './lazyWebSocket.ts'

describe('lazyWebSocket: viem’s webSocket transport, its code fetched with the first request', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 13_373 })
  })
  afterAll(() => anvil.stop())

  test('describes itself as viem’s does, before any of its code is loaded', () => {
    for (const [config, parameters] of [
      [{}, {}],
      [{ timeout: 4_000 }, { retryCount: 0 }],
      [
        { key: 'node', name: 'Node', retryCount: 1, retryDelay: 10 },
        { timeout: 2_000 },
      ],
    ] as const) {
      const { request: _, ...lazy } = lazyWebSocket(
        anvil.wsUrl,
        config,
      )(parameters).config
      const { request: __, ...viem } = webSocket(
        anvil.wsUrl,
        config,
      )(parameters).config
      expect(lazy).toEqual(viem)
    }
  })

  test('answers requests and subscriptions over the socket', async () => {
    const transport = lazyWebSocket(anvil.wsUrl)
    const client = createPublicClient({ transport })
    expect(await client.getChainId()).toBe(13_373)

    const heads: unknown[] = []
    const { value } = transport({})
    const subscription = await value!.subscribe({
      params: ['newHeads'],
      onData: (data) => heads.push(data),
    })
    await createTestClient({
      mode: 'anvil',
      transport: http(anvil.rpcUrl),
    }).mine({ blocks: 1 })
    await expect.poll(() => heads.length).toBeGreaterThan(0)
    await subscription.unsubscribe()
    await (await value!.getRpcClient()).close()
  })
})
