import { deserialize, serialize } from '@wagmi/core'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createQueryClient } from './createQueryClient.ts'
import { persistWalletCache } from './persistWalletCache.ts'
import {
  ensNameStaleTime,
  failedReadRetryInterval,
  persistDefaults,
  queryDefaults,
} from './queryDefaults.ts'
import { refetchWhileUnreachable } from './refetchWhileUnreachable.ts'
import { restoreWalletCache } from './restoreWalletCache.ts'

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

describe('persistWalletCache and restoreWalletCache (seed §9 persisted cache)', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
    vi.useRealTimers()
    localStorage.clear()
  })

  /** A wallet client whose cache is kept in `storage` from now on. */
  function persisted(storage: Storage = localStorage) {
    const client = createQueryClient()
    stops.push(persistWalletCache(client, storage))
    return client
  }
  const eth = (value: bigint) => ({ decimals: 18, symbol: 'ETH', value })
  const nameKey = ['ensName', { address: '0x1', chainId: 1 }]
  const avatarKey = ['ensAvatar', { name: 'alice.eth', chainId: 1 }]
  const balanceKey = ['balance', { address: '0x1', chainId: 1 }]

  /** A client holding one name, saved to localStorage; returns when. */
  function save(): number {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(Date.UTC(2030, 0, 1))
    persisted().setQueryData(nameKey, 'alice.eth')
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    const { timestamp } = JSON.parse(localStorage.getItem('wagmi.cache')!)
    // Stamped when written, with the state of that moment.
    expect(timestamp).toBe(Date.now())
    return timestamp
  }

  test('a page left within the second writes what it has at once (a reload right after a lookup keeps the name)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    persisted().setQueryData(nameKey, 'alice.eth')
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
    dispatchEvent(new Event('pagehide'))
    const stored = JSON.parse(localStorage.getItem('wagmi.cache')!)
    expect(
      stored.clientState.queries.map(
        (x: { state: { data: unknown } }) => x.state.data,
      ),
    ).toEqual(['alice.eth'])
    // Nothing more is pending: the second's timer went with the write.
    localStorage.clear()
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
  })

  test('localStorage under wagmi.cache, in the stored format, with wagmi’s serializer', () => {
    expect(persistDefaults).toEqual({
      key: 'wagmi.cache',
      buster: '',
      throttleTime: 1_000,
      maxAge: 24 * hour,
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    persisted().setQueryData(balanceKey, eth(10n))
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    const stored = localStorage.getItem('wagmi.cache')
    expect(Object.keys(localStorage)).toEqual(['wagmi.cache'])
    // The format the first-paint scripts read.
    const parsed = JSON.parse(stored!)
    expect(Object.keys(parsed).sort()).toEqual([
      'buster',
      'clientState',
      'timestamp',
    ])
    expect(parsed.buster).toBe('')
    expect(Object.keys(parsed.clientState).sort()).toEqual([
      'mutations',
      'queries',
    ])
    expect(parsed.clientState.queries[0]).toMatchObject({
      queryKey: balanceKey,
      state: { status: 'success' },
    })
    // wagmi's serializer: a bigint survives as one.
    expect(stored).toBe(serialize(deserialize(stored!)))
    expect(stored).toContain('{"__type":"bigint","value":"10"}')
  })

  test('a write the storage refuses is dropped: the cache lives on in memory', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    } as unknown as Storage
    const client = persisted(full)
    client.setQueryData(nameKey, 'alice.eth')
    expect(() =>
      vi.advanceTimersByTime(persistDefaults.throttleTime),
    ).not.toThrow()
    expect(client.getQueryData(nameKey)).toBe('alice.eth')
  })

  test('writes are throttled to one a second, carrying the latest cache', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const client = persisted()
    client.setQueryData(nameKey, 'alice.eth')
    client.setQueryData(nameKey, 'bob.eth')

    vi.advanceTimersByTime(999)
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
    vi.advanceTimersByTime(1)
    const written = localStorage.getItem('wagmi.cache')
    expect(written).toContain('bob.eth')
    expect(written).not.toContain('alice.eth')

    // The next second's write waits for its own second, and carries the
    // state at its end.
    client.setQueryData(nameKey, 'carol.eth')
    vi.advanceTimersByTime(500)
    client.setQueryData(nameKey, 'dave.eth')
    vi.advanceTimersByTime(499)
    expect(localStorage.getItem('wagmi.cache')).toBe(written)
    vi.advanceTimersByTime(1)
    expect(localStorage.getItem('wagmi.cache')).toContain('dave.eth')
    expect(localStorage.getItem('wagmi.cache')).not.toContain('carol.eth')
  })

  test('once stopped, nothing more is written, not even the pending write', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const client = persisted()
    client.setQueryData(nameKey, 'alice.eth')
    for (const stop of stops.splice(0)) stop()
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    client.setQueryData(nameKey, 'bob.eth')
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
  })

  test('a cache is restored up to 24 hours old, not a millisecond more', () => {
    const savedAt = save()

    vi.setSystemTime(savedAt + 24 * hour)
    const dayOld = createQueryClient()
    expect(restoreWalletCache(dayOld, localStorage)).toBe(true)
    expect(dayOld.getQueryData(nameKey)).toBe('alice.eth')

    vi.setSystemTime(savedAt + 24 * hour + 1)
    const older = createQueryClient()
    expect(restoreWalletCache(older, localStorage)).toBe(false)
    expect(older.getQueryData(nameKey)).toBeUndefined()
    // And the expired cache is dropped from storage.
    expect(localStorage.getItem('wagmi.cache')).toBeNull()
  })

  test('a balance (bigint) survives the round trip through localStorage', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    persisted().setQueryData(balanceKey, eth(12_345_678_901_234_567_890n))
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    expect(localStorage.getItem('wagmi.cache')).toContain(
      '12345678901234567890',
    )

    const restored = createQueryClient()
    restoreWalletCache(restored, localStorage)
    expect(restored.getQueryData(balanceKey)).toEqual(
      eth(12_345_678_901_234_567_890n),
    )
  })

  test('only the wallet’s queries are kept: the name, avatar and balance, not a dapp’s own data', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const saved = persisted()
    saved.setQueryData(nameKey, 'alice.eth')
    saved.setQueryData(avatarKey, 'data:image/png;base64,AA')
    saved.setQueryData(balanceKey, eth(1n))
    saved.setQueryData(
      ['readContract', { functionName: 'secret' }],
      'dapp data',
    )
    // A failed lookup is not kept either.
    saved
      .getQueryCache()
      .build(saved, { queryKey: ['ensName', { address: '0x2', chainId: 1 }] })
      .setState({ status: 'error', error: new Error('no node') })
    vi.advanceTimersByTime(persistDefaults.throttleTime)
    const stored = localStorage.getItem('wagmi.cache') ?? ''
    expect(stored).toContain('alice.eth')
    expect(stored).toContain('data:image/png;base64,AA')
    expect(stored).not.toContain('dapp data')
    expect(stored).not.toContain('0x2')

    const restored = createQueryClient()
    restoreWalletCache(restored, localStorage)
    expect(
      restored
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0])
        .sort(),
    ).toEqual(['balance', 'ensAvatar', 'ensName'])
  })
})
