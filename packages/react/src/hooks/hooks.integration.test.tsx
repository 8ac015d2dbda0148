import { getWalletConnection, MessageRequiredError } from '@latch/core'
import { createDevWallet } from '@latch/devnet/browser'
import {
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  test,
  vi,
} from 'vitest'
import { LatchProvider } from '../LatchProvider.tsx'
import { useAccountName } from './useAccountName.ts'
import { useConnectWallet } from './useConnectWallet.ts'
import { useDisconnectWallet } from './useDisconnectWallet.ts'
import { useSignWalletMessage } from './useSignWalletMessage.ts'
import { useSwitchWalletChain } from './useSwitchWalletChain.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWatchWalletAsset } from './useWatchWalletAsset.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let devnet: TestDevnet
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
  localStorage.clear()
})

/** A page with the Dev wallet (which knows only the first chain) inside `LatchProvider`. */
function page() {
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  const latch = createTestConfig(devnet)
  const { queryClient } = latch.latch
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider config={latch}>{children}</LatchProvider>
  )
  return { wallet, latch, queryClient, wrapper }
}

/** The wallet hooks a connected page uses, rendered together. */
function useWallet() {
  return {
    connection: useWalletConnection(),
    connect: useConnectWallet(),
    disconnect: useDisconnectWallet(),
    switchChain: useSwitchWalletChain(),
    sign: useSignWalletMessage(),
    watchAsset: useWatchWalletAsset(),
  }
}

async function connectedPage() {
  const { wallet, latch, queryClient, wrapper } = page()
  const hook = renderHook(useWallet, { wrapper })
  await act(() =>
    hook.result.current.connect.mutateAsync({ connectorId: 'dev.latch.test' }),
  )
  return { wallet, latch, queryClient, wrapper, hook }
}

describe('the wallet hooks (thin over the actions)', () => {
  test('useConnectWallet: the phase says whom to confirm in, then the connection shows', async () => {
    const { wallet, wrapper } = page()
    wallet.control.hold({ method: 'wallet_requestPermissions' })
    const { result } = renderHook(useWallet, { wrapper })
    expect(result.current.connection.status).toBe('disconnected')

    act(() => result.current.connect.mutate({ connectorId: 'dev.latch.test' }))
    await waitFor(() =>
      expect(result.current.connect.phase).toEqual({
        phase: 'connecting',
        wallet: { id: 'dev.latch.test', name: 'Test Wallet' },
      }),
    )
    expect(result.current.connection.status).toBe('connecting')
    wallet.control.release()

    await waitFor(() => expect(result.current.connect.isSuccess).toBe(true))
    expect(result.current.connect.phase).toBeUndefined()
    expect(result.current.connect.data?.account).toBe(alice)
    expect(result.current.connection).toMatchObject({
      status: 'connected',
      account: alice,
      chain: { id: 13_370, unsupported: false },
    })
    expect(result.current.connection.provider).toBe(wallet.provider)
  })

  test('useWalletConnection follows the wallet’s events', async () => {
    const { wallet, hook } = await connectedPage()
    act(() => wallet.control.emit('chainChanged', '0x7a69'))
    expect(hook.result.current.connection.chain).toEqual({
      id: 31_337,
      unsupported: true,
    })
  })

  test('useSwitchWalletChain: the phase says when the chain is being added', async () => {
    const { wallet, hook } = await connectedPage()
    wallet.control.hold({ method: 'wallet_addEthereumChain' })
    act(() => hook.result.current.switchChain.mutate({ chainId: 13_371 }))
    await waitFor(() =>
      expect(hook.result.current.switchChain.phase).toBe('adding'),
    )
    wallet.control.release()
    await waitFor(() =>
      expect(hook.result.current.switchChain.isSuccess).toBe(true),
    )
    expect(hook.result.current.switchChain.phase).toBeUndefined()
    expect(hook.result.current.connection.chain?.id).toBe(13_371)
  })

  test('useSignWalletMessage and useWatchWalletAsset', async () => {
    const { hook } = await connectedPage()
    const signed = await act(() =>
      hook.result.current.sign.mutateAsync({ message: 'Sign in to Latch' }),
    )
    expect(signed.valid).toBe(true)
    await act(() =>
      hook.result.current.sign.mutateAsync({ message: '' }).catch(() => {}),
    )
    // The hook shows it once TanStack Query notifies (its next tick).
    await waitFor(() =>
      expect(hook.result.current.sign.error).toBeInstanceOf(
        MessageRequiredError,
      ),
    )
    expect(
      await act(() =>
        hook.result.current.watchAsset.mutateAsync({
          address: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
          symbol: 'LATCH',
        }),
      ),
    ).toBe(true)
  })

  test('useDisconnectWallet', async () => {
    const { hook } = await connectedPage()
    await act(() => hook.result.current.disconnect.mutateAsync(undefined))
    expect(hook.result.current.connection).toMatchObject({
      status: 'disconnected',
      account: undefined,
    })
  })
})

describe('useAccountName (seed §4, §9)', () => {
  function render(
    wrapper: (props: { children: ReactNode }) => ReactNode,
    account: `0x${string}` | undefined,
    chainId: number | undefined,
  ) {
    return renderHook(() => useAccountName(account, chainId), { wrapper })
  }

  test('looked up only when both the account and its chain are known', async () => {
    const { wrapper } = page()
    for (const [account, chainId] of [
      [undefined, 13_370],
      [alice, undefined],
      [undefined, undefined],
    ] as const) {
      const { result } = render(wrapper, account, chainId)
      expect(result.current.fetchStatus).toBe('idle')
      expect(result.current.data).toBeUndefined()
    }
    const { result } = render(wrapper, alice, 13_370)
    await waitFor(() => expect(result.current.data).toBe('alice.eth'))
  })

  test('a name stays fresh for 24 hours, then is looked up again', async () => {
    const { queryClient, wrapper } = page()
    vi.useFakeTimers({ toFake: ['Date'] })
    const first = render(wrapper, alice, 13_370)
    await waitFor(() => expect(first.result.current.data).toBe('alice.eth'))
    const fetchedAt = first.result.current.dataUpdatedAt
    first.unmount()

    const hour = 3_600_000
    vi.setSystemTime(fetchedAt + 23 * hour)
    const second = render(wrapper, alice, 13_370)
    expect(second.result.current.isStale).toBe(false)
    expect(second.result.current.fetchStatus).toBe('idle')
    second.unmount()

    vi.setSystemTime(fetchedAt + 24 * hour + 1)
    const third = render(wrapper, alice, 13_370)
    await waitFor(() =>
      expect(third.result.current.dataUpdatedAt).toBeGreaterThan(fetchedAt),
    )
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['ensName'] }),
    ).toHaveLength(1)
  })
})

test('the connection result is one read-only view (seed §3)', async () => {
  const { wallet, latch, hook } = await connectedPage()
  const first = hook.result.current.connection
  hook.rerender()
  // The same object while nothing changed: no re-render for nothing.
  expect(hook.result.current.connection).toBe(first)
  expect(Object.keys(first).sort()).toEqual([
    'account',
    'chain',
    'connector',
    'provider',
    'status',
  ])

  // Read-only: a component writing to it is refused, and what wagmi holds,
  // and every other reader sees, stays as it was.
  const state = latch.state
  const writable = first as { -readonly [key in keyof typeof first]: unknown }
  expect(() => {
    writable.account = bob
  }).toThrow(TypeError)
  expect(() => {
    writable.status = 'disconnected'
  }).toThrow(TypeError)
  expect(() => {
    ;(first.chain as { id: number }).id = 1
  }).toThrow(TypeError)
  expect(latch.state).toBe(state)
  expect(first).toMatchObject({
    status: 'connected',
    account: alice,
    chain: { id: 13_370, unsupported: false },
  })
  expect(getWalletConnection(latch)).toEqual(first)

  // A change is a new view; the one already read keeps what it said.
  act(() => wallet.control.switchAccount(1))
  await waitFor(() => expect(hook.result.current.connection.account).toBe(bob))
  expect(hook.result.current.connection).not.toBe(first)
  expect(first.account).toBe(alice)
})
