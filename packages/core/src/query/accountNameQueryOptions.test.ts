// @vitest-environment node
// (Node's fetch: happy-dom's prints every refused connection.)

import { devnetChains } from '@latch/devnet/browser'
import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { getEnsNameQueryOptions, hashFn } from '@wagmi/core/query'
import { type Chain, custom } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { NetworkUnavailableError } from '../errors/network.ts'
import { accountNameQueryOptions } from './accountNameQueryOptions.ts'
import { ensNameStaleTime, failedReadRetryInterval } from './queryDefaults.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// The devnet chain (it has an ENS of its own) with its only node where
// nothing listens.
const [devnet] = devnetChains('http://127.0.0.1:9')
const unreachable: Chain = {
  ...devnet,
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

describe('accountNameQueryOptions', () => {
  const latch = createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, base],
    storage: null,
  })

  test('wagmi’s key, on the chain names are looked up on: useEnsName and Latch share the cached name', () => {
    // An account on Base: its names live on mainnet.
    const options = accountNameQueryOptions(latch, {
      address: alice,
      chainId: 8453,
    })
    const wagmis = getEnsNameQueryOptions(latch, { address: alice, chainId: 1 })
    expect(options.queryKey).toEqual([
      'ensName',
      { address: alice, chainId: 1 },
    ])
    expect(hashFn(options.queryKey)).toBe(hashFn(wagmis.queryKey))

    const queryClient = new QueryClient()
    queryClient.setQueryData(wagmis.queryKey, 'alice.eth')
    expect(queryClient.getQueryData(options.queryKey)).toBe('alice.eth')
    // And the same name for the account on mainnet itself.
    expect(
      queryClient.getQueryData(
        accountNameQueryOptions(latch, { address: alice, chainId: 1 }).queryKey,
      ),
    ).toBe('alice.eth')
  })

  test('looked up only when both the account and its chain are known (seed §4)', () => {
    const enabled = (
      parameters: Parameters<typeof accountNameQueryOptions>[1],
    ) => accountNameQueryOptions(latch, parameters).enabled
    expect(enabled({ address: alice, chainId: 8453 })).toBe(true)
    expect(enabled({ address: undefined, chainId: 8453 })).toBe(false)
    expect(enabled({ address: alice, chainId: undefined })).toBe(false)
  })

  test('disabled, a plain QueryClient asks nothing', () => {
    const queryClient = new QueryClient()
    const observer = new QueryObserver(
      queryClient,
      accountNameQueryOptions(latch, { address: alice, chainId: undefined }),
    )
    const off = observer.subscribe(() => {})
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    })
    off()
  })

  test('fresh for 24 hours (seed §9), whatever the QueryClient’s defaults', () => {
    expect(
      accountNameQueryOptions(latch, { address: alice, chainId: 1 }).staleTime,
    ).toBe(ensNameStaleTime)
  })

  test('no chain of the config resolves names: null, and no node is asked', async () => {
    const asked: string[] = []
    const withoutEns = createLatchConfig({
      appName: 'Latch',
      chains: [base],
      transports: {
        [base.id]: custom({
          async request({ method }) {
            asked.push(method)
            return null
          },
        }),
      },
      storage: null,
    })
    const name = await new QueryClient().fetchQuery(
      accountNameQueryOptions(withoutEns, { address: alice, chainId: 8453 }),
    )
    expect(name).toBeNull()
    expect(asked).toEqual([])
  })

  test('no node answers: NetworkUnavailableError, not "no name", tried again until one does', async () => {
    const offline = createLatchConfig({
      appName: 'Latch',
      chains: [unreachable],
      storage: null,
    })
    const queryClient = new QueryClient()
    const options = accountNameQueryOptions(offline, {
      address: alice,
      chainId: unreachable.id,
    })
    const error = await queryClient.fetchQuery(options).catch((error) => error)
    expect(error).toBeInstanceOf(NetworkUnavailableError)
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: options.queryKey })!
    const refetchInterval = options.refetchInterval as (
      query: unknown,
    ) => number | false
    expect(refetchInterval(query)).toBe(failedReadRetryInterval)
  }, 15_000)
})
