// @vitest-environment node
// (Node's fetch: happy-dom's prints every refused connection.)

import { devnetChains } from '@latch/devnet/browser'
import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { getBalanceQueryOptions, hashFn } from '@wagmi/core/query'
import type { Chain } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { NetworkUnavailableError } from '../errors/network.ts'
import { accountBalanceQueryOptions } from './accountBalanceQueryOptions.ts'
import { failedReadRetryInterval } from './queryDefaults.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// The devnet chain with its only node where nothing listens.
const [devnet] = devnetChains('http://127.0.0.1:9')
const unreachable: Chain = {
  ...devnet,
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const latch = createLatchConfig({
  appName: 'Latch',
  chains: [mainnet, base, unreachable],
  storage: null,
})

describe('accountBalanceQueryOptions', () => {
  test('wagmi’s key: useBalance and Latch share the cached balance', () => {
    const options = accountBalanceQueryOptions(latch, {
      address: alice,
      chainId: 8453,
    })
    const wagmis = getBalanceQueryOptions(latch, {
      address: alice,
      chainId: 8453,
    })
    expect(options.queryKey).toEqual([
      'balance',
      { address: alice, chainId: 8453 },
    ])
    expect(hashFn(options.queryKey)).toBe(hashFn(wagmis.queryKey))

    const queryClient = new QueryClient()
    const balance = {
      value: 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '1',
    }
    queryClient.setQueryData(wagmis.queryKey, balance)
    expect(queryClient.getQueryData(options.queryKey)).toBe(balance)
  })

  test('only with an address on a configured chain', () => {
    const enabled = (
      parameters: Parameters<typeof accountBalanceQueryOptions>[1],
    ) => accountBalanceQueryOptions(latch, parameters).enabled
    expect(enabled({ address: alice, chainId: 1 })).toBe(true)
    expect(enabled({ address: undefined, chainId: 1 })).toBe(false)
    expect(enabled({ address: alice, chainId: undefined })).toBe(false)
    // A chain the config does not have: its balance cannot be read.
    expect(enabled({ address: alice, chainId: 10 })).toBe(false)
  })

  test('disabled, a plain QueryClient asks nothing', async () => {
    const queryClient = new QueryClient()
    const observer = new QueryObserver(
      queryClient,
      accountBalanceQueryOptions(latch, { address: undefined, chainId: 1 }),
    )
    const off = observer.subscribe(() => {})
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    })
    off()
  })

  test('no node answers: NetworkUnavailableError, naming the chain, and tried again until one does', async () => {
    const queryClient = new QueryClient()
    const options = accountBalanceQueryOptions(latch, {
      address: alice,
      chainId: unreachable.id,
    })
    const error = await queryClient.fetchQuery(options).catch((error) => error)
    expect(error).toBeInstanceOf(NetworkUnavailableError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Latch Devnet cannot be reached right now."`,
    )
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: options.queryKey })!
    expect(query.state.error).toBe(error)
    const refetchInterval = options.refetchInterval as (
      query: unknown,
    ) => number | false
    expect(refetchInterval(query)).toBe(failedReadRetryInterval)
  }, 15_000)
})
