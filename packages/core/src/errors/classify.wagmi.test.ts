import { useQueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import {
  type Connector,
  connect,
  createConfig,
  injected,
  switchChain,
  ChainNotConfiguredError as WagmiChainNotConfiguredError,
  ConnectorNotConnectedError as WagmiConnectorNotConnectedError,
  ProviderNotFoundError as WagmiProviderNotFoundErrorOfCore,
  SwitchChainNotSupportedError as WagmiSwitchChainNotSupportedError,
} from '@wagmi/core'
import {
  type EIP1193Provider,
  http,
  SwitchChainError as ViemSwitchChainError,
} from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  useConfig,
  WagmiProviderNotFoundError as WagmiProviderNotFoundErrorOfReact,
} from 'wagmi'
import {
  ChainNotConfiguredError,
  SwitchChainError,
  SwitchChainNotSupportedError,
} from './chain.ts'
import { classifyWalletError, isUnrecognizedChainError } from './classify.ts'
import {
  QueryClientRequiredError,
  WagmiProviderNotFoundError,
} from './guards.ts'
import {
  DisconnectedError,
  ProviderNotFoundError,
  RequestPendingError,
  UnknownWalletError,
  UserRejectedRequestError,
} from './provider.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = { id: sepolia.id, name: sepolia.name }

type Answers = Record<string, () => unknown>

/**
 * An EIP-1193 wallet that is on mainnet with one account, and answers the
 * methods in `failures` with the error given there.
 */
function testWallet(failures: Record<string, unknown> = {}) {
  const answers: Answers = {
    eth_accounts: () => [account],
    eth_chainId: () => '0x1',
    eth_requestAccounts: () => [account],
    wallet_requestPermissions: () => [
      { parentCapability: 'eth_accounts', caveats: [] },
    ],
  }
  return {
    async request({ method }: { method: string }) {
      if (method in failures) throw failures[method]
      const answer = answers[method]
      if (!answer) throw { code: 4200, message: `${method} is not supported` }
      return answer()
    },
    on() {},
    removeListener() {},
  } as unknown as EIP1193Provider
}

/** A wagmi config whose only connector is the given injected wallet. */
function configWith(provider: EIP1193Provider | undefined) {
  return createConfig({
    chains: [mainnet, sepolia],
    connectors: [
      injected({
        target: {
          id: 'testWallet',
          name: 'Test Wallet',
          provider: () => provider,
        },
      }),
    ],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [mainnet.id]: http(), [sepolia.id]: http() },
  })
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the wallet action to fail')
}

/** Connects the test wallet, then returns the error of switching to `chainId`. */
async function switchFailure(
  failures: Record<string, unknown>,
  chainId: number = sepolia.id,
) {
  const config = configWith(testWallet(failures))
  await connect(config, { connector: config.connectors[0]! })
  return rejection(switchChain(config, { chainId: chainId as 1 }))
}

describe('wagmi core errors, constructed as wagmi throws them', () => {
  test('ChainNotConfiguredError becomes ChainNotConfiguredError', () => {
    const error = classifyWalletError(new WagmiChainNotConfiguredError(), {
      operation: 'switchChain',
      chain,
    })
    expect(error).toBeInstanceOf(ChainNotConfiguredError)
    expect(error.shortMessage).toBe('Sepolia is not supported here.')
  })

  test('ChainNotConfiguredError inside viem’s SwitchChainError (4902) is not an unknown chain', () => {
    // What wagmi's connectors throw for a chain missing from the config.
    const thrown = new ViemSwitchChainError(new WagmiChainNotConfiguredError())
    expect(isUnrecognizedChainError(thrown)).toBe(false)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(ChainNotConfiguredError)
  })

  test('the Coinbase connector’s rejected switch (4001 inside a 4902) is user-rejected', () => {
    // coinbaseWallet.ts: `throw new SwitchChainError(error)` for any failure.
    const thrown = new ViemSwitchChainError({
      code: 4001,
      message: 'User rejected the request.',
    } as unknown as Error)
    expect(isUnrecognizedChainError(thrown)).toBe(false)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('the Coinbase connector’s other switch failures are not an unknown chain', () => {
    const thrown = new ViemSwitchChainError(new Error('Wallet is locked'))
    expect(isUnrecognizedChainError(thrown)).toBe(false)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(SwitchChainError)
  })

  test('ConnectorNotConnectedError becomes DisconnectedError', () => {
    expect(
      classifyWalletError(new WagmiConnectorNotConnectedError(), {
        operation: 'signMessage',
      }),
    ).toBeInstanceOf(DisconnectedError)
  })

  test('ProviderNotFoundError becomes ProviderNotFoundError', () => {
    expect(
      classifyWalletError(new WagmiProviderNotFoundErrorOfCore(), {
        operation: 'connect',
      }),
    ).toBeInstanceOf(ProviderNotFoundError)
  })

  test('SwitchChainNotSupportedError becomes SwitchChainNotSupportedError', () => {
    const connector = { name: 'WalletConnect' } as Connector
    const error = classifyWalletError(
      new WagmiSwitchChainNotSupportedError({ connector }),
      { operation: 'switchChain', chain },
    )
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(error.shortMessage).toBe(
      'Switch the network in your wallet to Sepolia.',
    )
  })

  test('WagmiProviderNotFoundError from wagmi is passed on typed', () => {
    const original = new WagmiProviderNotFoundErrorOfReact()
    const error = classifyWalletError(original, { operation: 'request' })
    expect(error).toBeInstanceOf(WagmiProviderNotFoundError)
    expect(error.cause).toBe(original)
  })
})

describe('wagmi actions over a real injected connector', () => {
  test('connecting a wallet that is not installed: ProviderNotFoundError', async () => {
    const config = configWith(undefined)
    const thrown = await rejection(
      connect(config, { connector: config.connectors[0]! }),
    )
    expect(
      classifyWalletError(thrown, { operation: 'connect' }),
    ).toBeInstanceOf(ProviderNotFoundError)
  })

  test('connecting, the visitor rejects: user-rejected', async () => {
    const config = configWith(
      testWallet({ eth_requestAccounts: { code: 4001, message: 'Rejected' } }),
    )
    // wallet_requestPermissions succeeds with no accounts, so wagmi asks again.
    const thrown = await rejection(
      connect(config, { connector: config.connectors[0]! }),
    )
    expect(
      classifyWalletError(thrown, { operation: 'connect' }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('connecting while a prompt is already open: RequestPendingError', async () => {
    const config = configWith(
      testWallet({
        wallet_requestPermissions: {
          code: -32002,
          message:
            "Request of type 'wallet_requestPermissions' already pending",
        },
      }),
    )
    const thrown = await rejection(
      connect(config, { connector: config.connectors[0]! }),
    )
    expect(
      classifyWalletError(thrown, { operation: 'connect' }),
    ).toBeInstanceOf(RequestPendingError)
  })

  test('switching to a chain that is not configured: ChainNotConfiguredError', async () => {
    const thrown = await switchFailure({}, 13_370)
    // wagmi wraps it in viem's SwitchChainError, whose code is 4902.
    expect(thrown).toBeInstanceOf(ViemSwitchChainError)
    expect(isUnrecognizedChainError(thrown)).toBe(false)
    expect(
      classifyWalletError(thrown, {
        operation: 'switchChain',
        chain: { id: 13_370, name: 'Latch Devnet' },
      }),
    ).toBeInstanceOf(ChainNotConfiguredError)
  })

  test('switching while disconnected to an unconfigured chain: ChainNotConfiguredError', async () => {
    const config = configWith(testWallet())
    const thrown = await rejection(switchChain(config, { chainId: 5 as 1 }))
    expect(thrown).toBeInstanceOf(WagmiChainNotConfiguredError)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain' }),
    ).toBeInstanceOf(ChainNotConfiguredError)
  })

  test('switching, the visitor rejects: user-rejected', async () => {
    const thrown = await switchFailure({
      wallet_switchEthereumChain: { code: 4001, message: 'Rejected' },
    })
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('switching fails otherwise: SwitchChainError', async () => {
    const thrown = await switchFailure({
      wallet_switchEthereumChain: { code: -32000, message: 'Wallet locked' },
    })
    expect(isUnrecognizedChainError(thrown)).toBe(false)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(SwitchChainError)
  })

  test('wagmi’s own add-chain fallback reports any add failure as a rejection', async () => {
    // Pinned because it is why Latch's switchChain action must do the
    // switch-then-add itself to give seed §8's AddChainError.
    const thrown = await switchFailure({
      wallet_switchEthereumChain: { code: 4902, message: 'Unrecognized chain' },
      wallet_addEthereumChain: { code: -32602, message: 'Invalid rpcUrls' },
    })
    expect((thrown as Error).cause).toEqual({
      code: -32602,
      message: 'Invalid rpcUrls',
    })
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('React hooks outside their providers', () => {
  test('a wagmi hook outside WagmiProvider: WagmiProviderNotFoundError', () => {
    const thrown = captureRenderError(() => useConfig())
    expect(
      classifyWalletError(thrown, { operation: 'request' }),
    ).toBeInstanceOf(WagmiProviderNotFoundError)
  })

  test('a query hook without a QueryClient: QueryClientRequiredError', () => {
    const thrown = captureRenderError(() => useQueryClient())
    expect(
      classifyWalletError(thrown, { operation: 'request' }),
    ).toBeInstanceOf(QueryClientRequiredError)
  })

  test('an unrelated render error stays unknown', () => {
    const thrown = captureRenderError(() => {
      throw new Error('Cannot read properties of undefined')
    })
    expect(
      classifyWalletError(thrown, { operation: 'request' }),
    ).toBeInstanceOf(UnknownWalletError)
  })
})

function captureRenderError(hook: () => unknown): unknown {
  const consoleError = console.error
  // React reports the error it rethrows; the test only wants the error.
  console.error = () => {}
  try {
    renderHook(hook)
  } catch (error) {
    return error
  } finally {
    console.error = consoleError
  }
  throw new Error('expected the hook to throw')
}
