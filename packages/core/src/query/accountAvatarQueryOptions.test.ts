import { devnetChains } from '@latch/devnet/browser'
import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { custom } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  createLatchConfig,
  type LatchConfig,
} from '../config/createLatchConfig.ts'
import { accountAvatarQueryOptions } from './accountAvatarQueryOptions.ts'
import { ensNameStaleTime } from './queryDefaults.ts'

const [devnet, devnet2] = devnetChains('http://127.0.0.1:9')
const dataImage = 'data:image/svg+xml;base64,PHN2Zy8+'

describe('accountAvatarQueryOptions', () => {
  const latch = createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, base],
    storage: null,
  })

  test('keyed by the name, the chain names are looked up on, and whether third parties may be asked', () => {
    const key = (parameters: Parameters<typeof accountAvatarQueryOptions>[1]) =>
      accountAvatarQueryOptions(latch, parameters).queryKey
    expect(
      key({ name: 'alice.eth', chainId: 8453, thirdParties: false }),
    ).toEqual([
      'ensAvatar',
      { name: 'alice.eth', chainId: 1, thirdParties: false },
    ])
    // An account on Base and one on mainnet: one avatar.
    expect(key({ name: 'alice.eth', chainId: 1, thirdParties: false })).toEqual(
      key({ name: 'alice.eth', chainId: 8453, thirdParties: false }),
    )
    // A `data:`-only answer is never taken for the full lookup's.
    expect(
      key({ name: 'alice.eth', chainId: 1, thirdParties: true }),
    ).not.toEqual(key({ name: 'alice.eth', chainId: 1, thirdParties: false }))
  })

  test('only with a name, on a chain whose names can be read', () => {
    const enabled = (
      config: LatchConfig,
      parameters: Parameters<typeof accountAvatarQueryOptions>[1],
    ) => accountAvatarQueryOptions(config, parameters).enabled
    expect(
      enabled(latch, { name: 'alice.eth', chainId: 8453, thirdParties: false }),
    ).toBe(true)
    expect(
      enabled(latch, { name: null, chainId: 8453, thirdParties: true }),
    ).toBe(false)
    expect(
      enabled(latch, { name: undefined, chainId: 8453, thirdParties: true }),
    ).toBe(false)
    expect(
      enabled(latch, {
        name: 'alice.eth',
        chainId: undefined,
        thirdParties: true,
      }),
    ).toBe(false)
    // No chain of the config has an ENS.
    const withoutEns = createLatchConfig({
      appName: 'Latch',
      chains: [base, devnet2],
      storage: null,
    })
    expect(
      enabled(withoutEns, {
        name: 'alice.eth',
        chainId: 8453,
        thirdParties: true,
      }),
    ).toBe(false)
    // Names said to live on a chain the config cannot read.
    const elsewhere = createLatchConfig({
      appName: 'Latch',
      chains: [base, devnet],
      ensChainId: 1,
      storage: null,
    })
    expect(
      enabled(elsewhere, {
        name: 'alice.eth',
        chainId: 8453,
        thirdParties: true,
      }),
    ).toBe(false)
  })

  test('fresh for 24 hours', () => {
    expect(
      accountAvatarQueryOptions(latch, {
        name: 'alice.eth',
        chainId: 1,
        thirdParties: false,
      }).staleTime,
    ).toBe(ensNameStaleTime)
  })

  test('the data: image found before the visitor acted stays while the full lookup runs', async () => {
    // A node that never answers: the full lookup stays in flight.
    const held = createLatchConfig({
      appName: 'Latch',
      chains: [devnet],
      transports: {
        [devnet.id]: custom({ request: () => new Promise(() => {}) }),
      },
      storage: null,
    })
    const queryClient = new QueryClient()
    const before = accountAvatarQueryOptions(held, {
      name: 'alice.eth',
      chainId: devnet.id,
      thirdParties: false,
    })
    queryClient.setQueryData(before.queryKey, dataImage)
    const observer = new QueryObserver(queryClient, before)
    const off = observer.subscribe(() => {})
    expect(observer.getCurrentResult().data).toBe(dataImage)

    observer.setOptions(
      accountAvatarQueryOptions(held, {
        name: 'alice.eth',
        chainId: devnet.id,
        thirdParties: true,
      }),
    )
    expect(observer.getCurrentResult()).toMatchObject({
      data: dataImage,
      isPlaceholderData: true,
      fetchStatus: 'fetching',
    })
    off()
  })
})
