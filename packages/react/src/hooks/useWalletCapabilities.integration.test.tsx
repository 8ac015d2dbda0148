import { createDevWallet, type DevWallet } from '@latch/devnet/browser'
import {
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { EIP1193Provider } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { LatchProvider } from '../LatchProvider.tsx'
import { useConnectWallet } from './useConnectWallet.ts'
import { useDisconnectWallet } from './useDisconnectWallet.ts'
import { useSendWalletCalls } from './useSendWalletCalls.ts'
import { useSponsorship } from './useSponsorship.ts'
import { useWalletCapabilities } from './useWalletCapabilities.ts'

// The capabilities and the sponsorship as a page reads them: asked only
// once a wallet is connected, an unreadable answer in `error` (the page
// renders on), forgotten as the wallet leaves.

let devnet: TestDevnet
const cleanups: (() => void)[] = []
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const paymasterUrl = 'http://127.0.0.1:9/paymaster'

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

/** The Dev wallet, its `wallet_getCapabilities` answered by `answer` when set. */
function page(answer?: () => unknown) {
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
    persist: false,
  })
  const request: EIP1193Provider['request'] = async (args) =>
    args.method === 'wallet_getCapabilities' && answer
      ? (answer() as never)
      : (wallet.provider.request(args as never) as never)
  const provider = new Proxy(wallet.provider, {
    get: (target, key) =>
      key === 'request'
        ? request
        : (Reflect.get(target, key, target)?.bind?.(target) ??
          Reflect.get(target, key, target)),
  })
  cleanups.push(presentWallet({ ...wallet, provider } as DevWallet, 'eip6963'))
  const latch = createTestConfig(devnet, {
    paymasters: { [devnet.chains[0].id]: paymasterUrl },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider config={latch}>{children}</LatchProvider>
  )
  const hook = renderHook(
    () => ({
      connect: useConnectWallet(),
      disconnect: useDisconnectWallet(),
      capabilities: useWalletCapabilities(),
      sponsorship: useSponsorship(),
      unsponsored: useSponsorship({ paymaster: false }),
      misnamed: useSponsorship({ paymaster: 'not a url' }),
      send: useSendWalletCalls(),
    }),
    { wrapper },
  )
  const connect = () =>
    act(() =>
      hook.result.current.connect.mutateAsync({
        connectorId: 'dev.latch.test',
      }),
    )
  return { wallet, latch, hook, connect }
}

describe('useWalletCapabilities', () => {
  test('asked once connected; forgotten on disconnect', async () => {
    const { wallet, hook, connect } = page()
    expect(hook.result.current.capabilities.fetchStatus).toBe('idle')
    expect(hook.result.current.capabilities.data).toBeUndefined()
    expect(
      wallet.control.requests({ method: 'wallet_getCapabilities' }),
    ).toEqual([])

    await connect()
    await waitFor(() =>
      expect(hook.result.current.capabilities.data).toEqual({
        atomic: { status: 'ready' },
      }),
    )

    await act(() => hook.result.current.disconnect.mutateAsync())
    expect(hook.result.current.capabilities.data).toBeUndefined()
    expect(hook.result.current.capabilities.fetchStatus).toBe('idle')
  })

  test('a hostile answer is in `error`, typed; the page renders on', async () => {
    const { hook, connect } = page(() => [{ atomic: { status: 'ready' } }])
    await connect()
    await waitFor(() =>
      expect(hook.result.current.capabilities.error).toMatchObject({
        name: 'InvalidWalletCapabilitiesError',
      }),
    )
    expect(hook.result.current.capabilities.data).toBeUndefined()
    // A dapp's paymaster that is no URL: the error too is in `error`.
    await waitFor(() =>
      expect(hook.result.current.misnamed.error).toMatchObject({
        name: 'InvalidPaymasterError',
      }),
    )
  })
})

describe('useSponsorship', () => {
  test("says who pays before the wallet opens, by sendWalletCalls' rule; the send says the same", async () => {
    const { hook, connect } = page(() => ({
      '0x0': { paymasterService: { supported: true } },
    }))
    await connect()
    await waitFor(() =>
      expect(hook.result.current.sponsorship.data).toEqual({
        sponsored: true,
      }),
    )
    await waitFor(() =>
      expect(hook.result.current.unsponsored.data).toEqual({
        sponsored: false,
        reason: 'no-paymaster',
      }),
    )
    // Through the hook, the call's `paymaster: false` reaches sendWalletCalls.
    const sent = await act(() =>
      hook.result.current.send.mutateAsync({
        calls: [{ to: bob, value: 1n }],
        description: 'One wei',
        paymaster: false,
      }),
    )
    expect(sent.sponsored).toBe(false)
  })

  test('a wallet without paymasterService: not sponsored, for that reason', async () => {
    const { hook, connect } = page()
    await connect()
    await waitFor(() =>
      expect(hook.result.current.sponsorship.data).toEqual({
        sponsored: false,
        reason: 'unsupported',
      }),
    )
  })
})
