import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core'
import { deserialize, serialize } from '@wagmi/core'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPersistOptions } from './createPersistOptions.ts'
import { createQueryClient } from './createQueryClient.ts'
import {
  ensNameStaleTime,
  failedReadRetryInterval,
  persistDefaults,
  queryDefaults,
} from './queryDefaults.ts'
import { refetchWhileUnreachable } from './refetchWhileUnreachable.ts'

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
  test('the same values are exported, for a QueryClient of the dapp’s own', () => {
    expect(queryDefaults).toEqual({
      gcTime: 24 * hour,
      networkMode: 'offlineFirst',
      refetchOnWindowFocus: false,
      retry: 0,
    })
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
  afterEach(() => {
    vi.useRealTimers()
    localStorage.clear()
  })

  /** A client holding one name, saved to localStorage at `now`. */
  async function saveAt(now: number) {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(now)
    const options = createPersistOptions(localStorage)
    const saved = createQueryClient()
    saved.setQueryData(['ensName', { chainId: 1 }], 'alice.eth')
    await persistQueryClientSave({ queryClient: saved, ...options })
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    expect(localStorage.getItem('wagmi.cache')).not.toBeNull()
    return options
  }

  test('localStorage under wagmi.cache, with wagmi’s serializer; a 24 h max age handed to the provider', async () => {
    expect(persistDefaults).toEqual({
      key: 'wagmi.cache',
      throttleTime: 1_000,
      maxAge: 24 * hour,
    })
    const options = createPersistOptions(localStorage)
    // PersistQueryClientProvider reads it from these options (its own
    // default would be the same 24 h: Latch sets it, so it is pinned here).
    expect(options.maxAge).toBe(24 * hour)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const client = createQueryClient()
    client.setQueryData(['balance', { chainId: 1 }], { value: 10n })
    await persistQueryClientSave({ queryClient: client, ...options })
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    const stored = localStorage.getItem('wagmi.cache')
    expect(Object.keys(localStorage)).toEqual(['wagmi.cache'])
    // wagmi's serializer: a bigint survives as one.
    expect(stored).toBe(serialize(deserialize(stored!)))
    expect(stored).toContain('{"__type":"bigint","value":"10"}')
  })

  test('a write the storage refuses is dropped: the cache lives on in memory', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
      getItem: () => null,
      removeItem: () => {},
    } as unknown as Storage
    const options = createPersistOptions(full)
    const client = createQueryClient()
    client.setQueryData(['ensName', { chainId: 1 }], 'alice.eth')
    await persistQueryClientSave({ queryClient: client, ...options })
    expect(() =>
      vi.advanceTimersByTime(persistDefaults.throttleTime),
    ).not.toThrow()
    expect(client.getQueryData(['ensName', { chainId: 1 }])).toBe('alice.eth')
  })

  test('writes are throttled to one a second, carrying the latest cache', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const options = createPersistOptions(localStorage)
    const client = createQueryClient()
    const save = () =>
      persistQueryClientSave({ queryClient: client, ...options })
    client.setQueryData(['ensName', { chainId: 1 }], 'alice.eth')
    await save()
    client.setQueryData(['ensName', { chainId: 1 }], 'bob.eth')
    await save()

    vi.advanceTimersByTime(999)
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
    vi.advanceTimersByTime(1)
    const written = localStorage.getItem('wagmi.cache')
    expect(written).toContain('bob.eth')
    expect(written).not.toContain('alice.eth')

    // The next second's write waits for its own second.
    client.setQueryData(['ensName', { chainId: 1 }], 'carol.eth')
    await save()
    vi.advanceTimersByTime(999)
    expect(localStorage.getItem('wagmi.cache')).toBe(written)
    vi.advanceTimersByTime(1)
    expect(localStorage.getItem('wagmi.cache')).toContain('carol.eth')
  })

  test('a cache is restored up to 24 hours old, not a millisecond more', async () => {
    const savedAt = Date.UTC(2030, 0, 1)
    const options = await saveAt(savedAt)

    vi.setSystemTime(savedAt + 24 * hour)
    const dayOld = createQueryClient()
    await persistQueryClientRestore({ queryClient: dayOld, ...options })
    expect(dayOld.getQueryData(['ensName', { chainId: 1 }])).toBe('alice.eth')

    vi.setSystemTime(savedAt + 24 * hour + 1)
    const older = createQueryClient()
    await persistQueryClientRestore({ queryClient: older, ...options })
    expect(older.getQueryData(['ensName', { chainId: 1 }])).toBeUndefined()
    // And the expired cache is dropped from storage.
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
  })

  test('a balance (bigint) survives the round trip through localStorage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const options = createPersistOptions(localStorage)
    const saved = createQueryClient()
    saved.setQueryData(['balance', { chainId: 1 }], {
      value: 12_345_678_901_234_567_890n,
    })
    await persistQueryClientSave({ queryClient: saved, ...options })
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    expect(localStorage.getItem('wagmi.cache')).toContain(
      '12345678901234567890',
    )

    const restored = createQueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(restored.getQueryData(['balance', { chainId: 1 }])).toEqual({
      value: 12_345_678_901_234_567_890n,
    })
  })

  test('only the wallet’s queries are kept: the name, avatar and balance, not a dapp’s own data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const options = createPersistOptions(localStorage)
    const saved = createQueryClient()
    saved.setQueryData(['ensName', { chainId: 1 }], 'alice.eth')
    saved.setQueryData(
      ['ensAvatar', { name: 'alice.eth' }],
      'data:image/png;base64,AA',
    )
    saved.setQueryData(['balance', { chainId: 1 }], { value: 1n })
    saved.setQueryData(
      ['readContract', { functionName: 'secret' }],
      'dapp data',
    )
    await persistQueryClientSave({ queryClient: saved, ...options })
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    const stored = localStorage.getItem('wagmi.cache') ?? ''
    expect(stored).toContain('alice.eth')
    expect(stored).toContain('data:image/png;base64,AA')
    expect(stored).not.toContain('dapp data')

    const restored = createQueryClient()
    await persistQueryClientRestore({ queryClient: restored, ...options })
    expect(
      restored
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0])
        .sort(),
    ).toEqual(['balance', 'ensAvatar', 'ensName'])
  })
})
