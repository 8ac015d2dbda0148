import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { WagmiContext } from 'wagmi'
import { devnetChains } from '../../config/devnet.ts'
import { parseEnv } from '../../config/env.ts'
import { createLatchConfig } from '../../config/wagmi.ts'
import type { BaseError } from '../errors/base.ts'
import { classifyWalletError } from '../errors/classify.ts'
import {
  QueryClientRequiredError,
  WagmiProviderNotFoundError,
} from '../errors/guards.ts'
import { LatchContext, useLatch } from './LatchContext.ts'
import { useAccountBalance } from './useAccountBalance.ts'
import { useAccountName } from './useAccountName.ts'
import { useConnectWallet } from './useConnectWallet.ts'
import { useDisconnectWallet } from './useDisconnectWallet.ts'
import { useSignWalletMessage } from './useSignWalletMessage.ts'
import { useSwitchWalletChain } from './useSwitchWalletChain.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWalletOptions } from './useWalletOptions.ts'
import { useWatchWalletAsset } from './useWatchWalletAsset.ts'

const origin = 'http://127.0.0.1:5173'
const latch = createLatchConfig({
  env: parseEnv({}),
  origin,
  devnet: {
    chains: devnetChains(origin),
    walletConnect: { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' },
  },
})

const hooks = {
  useAccountBalance: () =>
    useAccountBalance({ account: undefined, chainId: undefined }),
  useAccountName: () => useAccountName(undefined, undefined),
  useConnectWallet,
  useDisconnectWallet,
  useLatch,
  useSignWalletMessage,
  useSwitchWalletChain,
  useWalletConnection,
  useWalletOptions,
  useWatchWalletAsset,
}
const queryHooks = [
  'useAccountBalance',
  'useAccountName',
  'useConnectWallet',
  'useDisconnectWallet',
  'useSignWalletMessage',
  'useSwitchWalletChain',
  'useWatchWalletAsset',
] as const

/** The error a hook throws while rendering under `wrapper`. */
function renderError(
  hook: () => unknown,
  wrapper?: (props: { children: ReactNode }) => ReactNode,
) {
  const consoleError = console.error
  // React reports the error it rethrows; the test only wants the error.
  console.error = () => {}
  try {
    renderHook(hook, { wrapper })
  } catch (error) {
    return error as BaseError
  } finally {
    console.error = consoleError
  }
  throw new Error('expected the hook to throw')
}

describe('guards (seed §8)', () => {
  test.each(Object.keys(hooks) as (keyof typeof hooks)[])(
    '%s outside the wallet context: "must be used within WagmiProvider"',
    (name) => {
      const error = renderError(hooks[name])
      expect(error).toBeInstanceOf(WagmiProviderNotFoundError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"Wallet hooks must be used within WagmiProvider."`,
      )
      // Already classified: the classifier keeps it as it is.
      expect(classifyWalletError(error, { operation: 'request' })).toBe(error)
    },
  )

  test('wagmi’s own words are kept as the cause', () => {
    const error = renderError(useConnectWallet)
    expect((error.cause as { shortMessage: string }).shortMessage).toBe(
      '`useConfig` must be used within `WagmiProvider`.',
    )
  })

  test.each(queryHooks)(
    '%s without a QueryClient: "No QueryClient set"',
    (name) => {
      const error = renderError(hooks[name], ({ children }) => (
        <WagmiContext.Provider value={latch.config}>
          <LatchContext.Provider value={latch}>
            {children}
          </LatchContext.Provider>
        </WagmiContext.Provider>
      ))
      expect(error).toBeInstanceOf(QueryClientRequiredError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"No QueryClient set: wrap the app in a QueryClientProvider."`,
      )
    },
  )

  test('inside every provider, no hook throws: each gives what a page with no wallet connected shows', () => {
    const queryClient = new QueryClient()
    const rendered = Object.fromEntries(
      (Object.keys(hooks) as (keyof typeof hooks)[]).map((name) => [
        name,
        renderHook(hooks[name] as () => unknown, {
          wrapper: ({ children }) => (
            <WagmiContext.Provider value={latch.config}>
              <QueryClientProvider client={queryClient}>
                <LatchContext.Provider value={latch}>
                  {children}
                </LatchContext.Provider>
              </QueryClientProvider>
            </WagmiContext.Provider>
          ),
        }).result.current,
      ]),
    ) as unknown as {
      [name in keyof typeof hooks]: ReturnType<(typeof hooks)[name]>
    }

    const idle = { status: 'idle', isPending: false, error: null }
    expect(rendered.useLatch).toBe(latch)
    expect(rendered.useWalletConnection).toEqual({
      status: 'disconnected',
      account: undefined,
      chain: undefined,
      connector: undefined,
      provider: undefined,
    })
    expect(rendered.useWalletOptions.map((x) => x.id)).toEqual([
      'coinbaseWalletSDK',
      'walletConnect',
    ])
    // No account: nothing is looked up.
    expect(rendered.useAccountBalance).toEqual({ data: undefined, error: null })
    expect(rendered.useAccountName).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      data: undefined,
    })
    expect(rendered.useConnectWallet).toMatchObject(idle)
    expect(rendered.useDisconnectWallet).toMatchObject(idle)
    expect(rendered.useSignWalletMessage).toMatchObject(idle)
    expect(rendered.useSwitchWalletChain).toMatchObject({
      ...idle,
      phase: undefined,
    })
    expect(rendered.useWatchWalletAsset).toMatchObject(idle)
  })
})
