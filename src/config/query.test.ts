import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { deserialize, serialize } from '@wagmi/core'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createPersistOptions,
  createQueryClient,
  ensNameStaleTime,
  failedReadRetryInterval,
  persistDefaults,
  refetchWhileUnreachable,
} from './query.ts'

// The real persister, recorded: TanStack's own defaults (a 1 s throttle, a
// 24 h max age) are the seed's values, so only what Latch hands TanStack can
// tell Latch's settings from none at all.
vi.mock('@tanstack/query-sync-storage-persister', async (importOriginal) => {
  const real =
    await importOriginal<
      typeof import('@tanstack/query-sync-storage-persister')
    >()
  return {
    ...real,
    createSyncStoragePersister: vi.fn(real.createSyncStoragePersister),
  }
})

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

  test('localStorage under wagmi.cache; Latch hands TanStack its own 1 s throttle and 24 h max age', () => {
    expect(persistDefaults).toEqual({
      key: 'wagmi.cache',
      throttleTime: 1_000,
      maxAge: 24 * hour,
    })
    vi.mocked(createSyncStoragePersister).mockClear()
    const options = createPersistOptions(localStorage)
    expect(vi.mocked(createSyncStoragePersister).mock.calls).toEqual([
      [
        {
          storage: localStorage,
          key: 'wagmi.cache',
          throttleTime: 1_000,
          serialize,
          deserialize,
        },
      ],
    ])
    // PersistQueryClientProvider reads it from these options.
    expect(options.maxAge).toBe(24 * hour)
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
})
