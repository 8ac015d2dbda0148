import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  createPersistOptions,
  createQueryClient,
  ensNameStaleTime,
  failedReadRetryInterval,
  persistDefaults,
  refetchWhileUnreachable,
} from './query.ts'

const hour = 3_600_000

describe('refetchWhileUnreachable', () => {
  const url = 'http://127.0.0.1:9'
  const intervalAfter = (status: string, error: unknown = null) =>
    refetchWhileUnreachable({ state: { status, error } })

  test('a read no node answered is tried again, until one does', () => {
    expect(intervalAfter('error', new HttpRequestError({ url }))).toBe(
      failedReadRetryInterval,
    )
    expect(intervalAfter('error', new TimeoutError({ body: {}, url }))).toBe(
      failedReadRetryInterval,
    )
    expect(intervalAfter('success')).toBe(false)
    expect(intervalAfter('pending')).toBe(false)
  })
  test('a node’s own error answer stands', () => {
    const answered = new RpcRequestError({
      body: {},
      error: { code: -32000, message: 'execution reverted' },
      url,
    })
    expect(intervalAfter('error', answered)).toBe(false)
  })
})

describe('createQueryClient (seed §9 client defaults)', () => {
  const client = createQueryClient()
  const { queries, mutations } = client.getDefaultOptions()

  test('cached data lives 24 hours', () => {
    expect(queries?.gcTime).toBe(24 * hour)
  })
  test('network mode is offline-first, for queries and mutations', () => {
    expect(queries?.networkMode).toBe('offlineFirst')
    expect(mutations?.networkMode).toBe('offlineFirst')
  })
  test('no refetch on window focus', () => {
    expect(queries?.refetchOnWindowFocus).toBe(false)
  })
  test('zero retries', () => {
    expect(queries?.retry).toBe(0)
    expect(mutations?.retry).toBe(0)
  })
  test('an ENS name stays fresh for 24 hours', () => {
    expect(ensNameStaleTime).toBe(24 * hour)
    expect(
      client.getQueryDefaults(['ensName', { address: '0x1', chainId: 1 }])
        .staleTime,
    ).toBe(24 * hour)
  })
})

describe('createPersistOptions (seed §9 persisted cache)', () => {
  test('localStorage under wagmi.cache, throttled 1 s, restored up to 24 h', () => {
    expect(persistDefaults).toEqual({
      key: 'wagmi.cache',
      throttleTime: 1_000,
      maxAge: 24 * hour,
    })
    expect(createPersistOptions(localStorage).maxAge).toBe(24 * hour)
  })

  test('a balance (bigint) survives the round trip through localStorage', async () => {
    localStorage.clear()
    const options = createPersistOptions(localStorage)
    const saved = createQueryClient()
    saved.setQueryData(['balance', { chainId: 1 }], {
      value: 12_345_678_901_234_567_890n,
    })
    await persistQueryClientSave({ queryClient: saved, ...options })
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // the write throttle
    expect(localStorage.getItem('wagmi.cache')).toContain(
      '12345678901234567890',
    )

    const restored = createQueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['balance', { chainId: 1 }])).toEqual({
      value: 12_345_678_901_234_567_890n,
    })
  })

  test('a cache older than 24 hours is not restored', async () => {
    localStorage.clear()
    const options = createPersistOptions(localStorage)
    const saved = createQueryClient()
    saved.setQueryData(['ensName', { chainId: 1 }], 'alice.eth')
    await persistQueryClientSave({ queryClient: saved, ...options })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const stored = JSON.parse(localStorage.getItem('wagmi.cache')!)
    stored.timestamp -= 24 * hour + 1
    localStorage.setItem('wagmi.cache', JSON.stringify(stored))

    const restored = createQueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['ensName', { chainId: 1 }])).toBeUndefined()
  })
})
