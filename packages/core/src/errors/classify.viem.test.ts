import {
  createWalletClient,
  custom,
  InternalRpcError as ViemInternalRpcError,
  InvalidInputRpcError as ViemInvalidInputRpcError,
  SwitchChainError as ViemSwitchChainError,
  UnknownRpcError as ViemUnknownRpcError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { AddChainError, SwitchChainError } from './chain.ts'
import { classifyWalletError, isUnrecognizedChainError } from './classify.ts'
import {
  ChainDisconnectedError,
  DisconnectedError,
  InternalError,
  RequestPendingError,
  UnauthorizedError,
  UnknownWalletError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './provider.ts'

// What viem really throws when an EIP-1193 provider rejects: the provider
// below is the wallet, viem's `custom` transport does its own wrapping.

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = { id: sepolia.id, name: sepolia.name }

/** A wallet whose every request fails with `error`, as a real one would. */
function walletFailingWith(error: unknown) {
  const provider = {
    async request(): Promise<never> {
      throw error
    },
  }
  // No retries: viem retries -32603 and unknown errors, a wallet would not
  // answer differently the second time.
  return createWalletClient({
    account,
    chain: mainnet,
    transport: custom(provider, { retryCount: 0 }),
  })
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the wallet request to fail')
}

const rejected = { code: 4001, message: 'User rejected the request.' }

describe('switchChain through viem', () => {
  test('4001 arrives as viem’s UserRejectedRequestError and is user-rejected', async () => {
    const thrown = await rejection(
      walletFailingWith(rejected).switchChain({ id: sepolia.id }),
    )
    expect(thrown).toBeInstanceOf(ViemUserRejectedRequestError)
    const error = classifyWalletError(thrown, {
      operation: 'switchChain',
      chain,
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(thrown)
    expect(error.walk()).toBe(rejected)
  })

  test('a message-only rejection arrives as UnknownRpcError and is user-rejected', async () => {
    const thrown = await rejection(
      walletFailingWith(new Error('User rejected request')).switchChain({
        id: sepolia.id,
      }),
    )
    expect(thrown).toBeInstanceOf(ViemUnknownRpcError)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('a string code viem does not understand is still found', async () => {
    const thrown = await rejection(
      walletFailingWith({ code: '4001', message: 'denied' }).switchChain({
        id: sepolia.id,
      }),
    )
    expect(thrown).toBeInstanceOf(ViemUnknownRpcError)
    expect(
      classifyWalletError(thrown, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('4902 arrives as viem’s SwitchChainError and is the add-chain cue', async () => {
    const thrown = await rejection(
      walletFailingWith({
        code: 4902,
        message: 'Unrecognized chain ID "0xaa36a7".',
      }).switchChain({ id: sepolia.id }),
    )
    expect(thrown).toBeInstanceOf(ViemSwitchChainError)
    expect(isUnrecognizedChainError(thrown)).toBe(true)
  })

  test('MetaMask Mobile’s nested 4902 arrives as InternalRpcError and is still the cue', async () => {
    const thrown = await rejection(
      walletFailingWith({
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { originalError: { code: 4902, message: 'Unrecognized chain' } },
      }).switchChain({ id: sepolia.id }),
    )
    expect(thrown).toBeInstanceOf(ViemInternalRpcError)
    expect(isUnrecognizedChainError(thrown)).toBe(true)
  })

  test('any other failure is a SwitchChainError', async () => {
    const thrown = await rejection(
      walletFailingWith({ code: -32000, message: 'Wallet locked' }).switchChain(
        { id: sepolia.id },
      ),
    )
    expect(thrown).toBeInstanceOf(ViemInvalidInputRpcError)
    expect(isUnrecognizedChainError(thrown)).toBe(false)
    const error = classifyWalletError(thrown, {
      operation: 'switchChain',
      chain,
    })
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.details).toBe('Wallet locked')
  })
})

describe('addChain through viem', () => {
  test('a failure to add is AddChainError', async () => {
    const thrown = await rejection(
      walletFailingWith({ code: -32602, message: 'Invalid rpcUrls' }).addChain({
        chain: sepolia,
      }),
    )
    const error = classifyWalletError(thrown, { operation: 'addChain', chain })
    expect(error).toBeInstanceOf(AddChainError)
    expect(error.shortMessage).toBe('Could not add Sepolia to your wallet.')
  })

  test('a rejected add is user-rejected', async () => {
    const thrown = await rejection(
      walletFailingWith(rejected).addChain({ chain: sepolia }),
    )
    expect(
      classifyWalletError(thrown, { operation: 'addChain', chain }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('signMessage through viem: every provider code keeps its meaning', () => {
  const cases = [
    [4001, UserRejectedRequestError],
    [4100, UnauthorizedError],
    [4200, UnsupportedMethodError],
    [4900, DisconnectedError],
    [4901, ChainDisconnectedError],
    [-32002, RequestPendingError],
    [-32603, InternalError],
  ] as const
  test.each(cases)('code %i', async (code, ErrorClass) => {
    const thrown = await rejection(
      walletFailingWith({ code, message: `wallet error ${code}` }).signMessage({
        message: 'Sign in to Latch',
      }),
    )
    const error = classifyWalletError(thrown, { operation: 'signMessage' })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.walk()).toEqual({ code, message: `wallet error ${code}` })
  })

  test('an unknown code is UnknownWalletError with viem’s error as cause', async () => {
    const original = { code: 1234, message: 'Something odd' }
    const thrown = await rejection(
      walletFailingWith(original).signMessage({ message: 'hi' }),
    )
    const error = classifyWalletError(thrown, { operation: 'signMessage' })
    expect(error).toBeInstanceOf(UnknownWalletError)
    expect(error.cause).toBe(thrown)
    expect(error.walk()).toBe(original)
  })
})

describe('other requests through viem', () => {
  test('connecting: "User closed modal" is user-rejected', async () => {
    const thrown = await rejection(
      walletFailingWith(new Error('User closed modal')).requestAddresses(),
    )
    expect(
      classifyWalletError(thrown, { operation: 'connect' }),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('connecting: a pending prompt asks the visitor to open the wallet', async () => {
    const thrown = await rejection(
      walletFailingWith({
        code: -32002,
        message: "Request of type 'eth_requestAccounts' already pending",
      }).requestAddresses(),
    )
    const error = classifyWalletError(thrown, { operation: 'connect' })
    expect(error).toBeInstanceOf(RequestPendingError)
  })

  test('watchAsset unsupported by the wallet', async () => {
    const thrown = await rejection(
      walletFailingWith({
        code: 4200,
        message: 'Method not supported',
      }).watchAsset({
        type: 'ERC20',
        options: {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          decimals: 18,
          symbol: 'LTCH',
        },
      }),
    )
    expect(
      classifyWalletError(thrown, { operation: 'watchAsset' }),
    ).toBeInstanceOf(UnsupportedMethodError)
  })

  test('a raw request the wallet has not authorized', async () => {
    const thrown = await rejection(
      walletFailingWith({ code: 4100, message: 'Unauthorized' }).request({
        method: 'eth_accounts',
      }),
    )
    expect(
      classifyWalletError(thrown, { operation: 'request' }),
    ).toBeInstanceOf(UnauthorizedError)
  })
})
