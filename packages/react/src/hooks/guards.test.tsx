import type { BaseError } from '@latch/core'
import {
  classifyWalletError,
  createLatchConfig,
  QueryClientRequiredError,
  WagmiProviderNotFoundError,
} from '@latch/core'
import { devnetChains } from '@latch/devnet/browser'
import { renderHook } from '@testing-library/react'
import { createConfig } from '@wagmi/core'
import type { ReactNode } from 'react'
import { http } from 'viem'
import { describe, expect, test } from 'vitest'
import { WagmiContext } from 'wagmi'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.tsx'
import { LatchProvider } from '../LatchProvider.tsx'
import { useAccountAvatar } from './useAccountAvatar.ts'
import { useAccountBalance } from './useAccountBalance.ts'
import { useAccountDialog } from './useAccountDialog.ts'
import { useAccountDisplay } from './useAccountDisplay.ts'
import { useAccountName } from './useAccountName.ts'
import { useConnectDialog } from './useConnectDialog.ts'
import { useConnectWallet } from './useConnectWallet.ts'
import { useDisconnectWallet } from './useDisconnectWallet.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useNetworkDialog } from './useNetworkDialog.ts'
import { useSignWalletMessage } from './useSignWalletMessage.ts'
import { useSwitchWalletChain } from './useSwitchWalletChain.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWalletOptions } from './useWalletOptions.ts'
import { useWatchWalletAsset } from './useWatchWalletAsset.ts'

const chains = devnetChains('http://127.0.0.1:5173')
const latch = createLatchConfig({
  appName: 'Latch',
  chains,
  walletConnectProjectId: 'latch-test',
  walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
  storage: null,
})
/** A page's own wagmi config, without Latch's state. */
const wagmiOnly = createConfig({
  chains,
  transports: { [chains[0].id]: http(), [chains[1].id]: http() },
})

const hooks = {
  useAccountAvatar: () => useAccountAvatar(undefined, undefined),
  useAccountBalance: () =>
    useAccountBalance({ account: undefined, chainId: undefined }),
  useAccountDialog,
  useAccountDisplay,
  useAccountName: () => useAccountName(undefined, undefined),
  useConnectDialog,
  useConnectWallet,
  useDisconnectWallet,
  useLatchConfig,
  useNetworkDialog,
  useSignWalletMessage,
  useSwitchWalletChain,
  useWalletConnection,
  useWalletOptions,
  useWatchWalletAsset,
}
const queryHooks = [
  'useAccountAvatar',
  'useAccountBalance',
  'useAccountDisplay',
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
    '%s outside LatchProvider: "must be used within WagmiProvider"',
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

  test.each(Object.keys(hooks) as (keyof typeof hooks)[])(
    '%s under a WagmiProvider without Latch: the same error, saying what is missing',
    (name) => {
      const error = renderError(hooks[name], ({ children }) => (
        <WagmiContext.Provider value={wagmiOnly}>
          {children}
        </WagmiContext.Provider>
      ))
      expect(error).toBeInstanceOf(WagmiProviderNotFoundError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"Wallet hooks must be used within WagmiProvider."`,
      )
      expect((error.cause as Error).message).toMatchInlineSnapshot(
        `"A WagmiProvider without Latch: wrap the page in LatchProvider, with a config from createLatchConfig."`,
      )
    },
  )

  test.each(queryHooks)(
    '%s without a QueryClient: "No QueryClient set"',
    (name) => {
      const error = renderError(hooks[name], ({ children }) => (
        <WagmiContext.Provider value={latch}>{children}</WagmiContext.Provider>
      ))
      expect(error).toBeInstanceOf(QueryClientRequiredError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"No QueryClient set: wrap the app in a QueryClientProvider."`,
      )
    },
  )

  test.each([
    'useConnectDialog',
    'useAccountDialog',
    'useNetworkDialog',
  ] as const)(
    '%s with Latch’s config but outside LatchProvider (no dialogs): the same error, saying so',
    (name) => {
      const error = renderError(hooks[name], ({ children }) => (
        <WagmiContext.Provider value={latch}>{children}</WagmiContext.Provider>
      ))
      expect(error).toBeInstanceOf(WagmiProviderNotFoundError)
      expect((error.cause as Error).message).toBe(
        `${name} must be used within LatchProvider.`,
      )
    },
  )

  test.each([
    ['ConnectButton', () => ConnectButton({})],
    [
      'ConnectButton.Custom',
      () => ConnectButton.Custom({ children: () => null }),
    ],
  ] as const)(
    '%s with Latch’s config but outside LatchProvider: the dialog hooks’ error, not a button that opens nothing',
    (name, render) => {
      const error = renderError(render, ({ children }) => (
        <WagmiContext.Provider value={latch}>{children}</WagmiContext.Provider>
      ))
      expect(error).toBeInstanceOf(WagmiProviderNotFoundError)
      expect((error.cause as Error).message).toBe(
        `${name} must be used within LatchProvider.`,
      )
    },
  )

  test('inside LatchProvider, no hook throws: each gives what a page with no wallet connected shows', () => {
    const rendered = Object.fromEntries(
      (Object.keys(hooks) as (keyof typeof hooks)[]).map((name) => [
        name,
        renderHook(hooks[name] as () => unknown, {
          wrapper: ({ children }) => (
            <LatchProvider config={latch}>{children}</LatchProvider>
          ),
        }).result.current,
      ]),
    ) as unknown as {
      [name in keyof typeof hooks]: ReturnType<(typeof hooks)[name]>
    }

    const idle = { status: 'idle', isPending: false, error: null }
    expect(rendered.useLatchConfig).toBe(latch)
    expect(rendered.useWalletConnection).toEqual({
      status: 'disconnected',
      account: undefined,
      chain: undefined,
      connector: undefined,
      provider: undefined,
    })
    // No browser wallet on the page: offered as not installed, last.
    expect(
      rendered.useWalletOptions.map((x) => [x.id, x.installed, x.unavailable]),
    ).toEqual([
      ['coinbaseWalletSDK', true, undefined],
      ['walletConnect', true, undefined],
      ['injected', false, undefined],
    ])
    // No account: nothing is looked up, nothing to display.
    expect(rendered.useAccountDisplay).toBeUndefined()
    expect(rendered.useAccountAvatar).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      data: undefined,
    })
    expect(rendered.useAccountBalance).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      data: undefined,
      error: null,
    })
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
    // The dialogs: closed.
    for (const dialog of [
      rendered.useConnectDialog,
      rendered.useAccountDialog,
      rendered.useNetworkDialog,
    ])
      expect(dialog).toEqual({
        open: expect.any(Function),
        close: expect.any(Function),
        isOpen: false,
      })
  })
})
