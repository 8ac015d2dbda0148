import fc from 'fast-check'
import { sepolia } from 'viem/chains'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { BaseError } from './base.ts'
import {
  AddChainError,
  ChainNotConfiguredError,
  SwitchChainError,
  SwitchChainNotSupportedError,
} from './chain.ts'
import {
  classifyWalletError,
  isUnrecognizedChainError,
  type WalletError,
  type WalletOperation,
} from './classify.ts'
import { ConnectorRequiredError } from './guards.ts'
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

const operations = [
  'connect',
  'reconnect',
  'disconnect',
  'switchChain',
  'addChain',
  'signMessage',
  'watchAsset',
  'request',
  'read',
] as const satisfies readonly WalletOperation[]

const chain = { id: sepolia.id, name: sepolia.name }

describe('raw EIP-1193 errors: the visitor rejected', () => {
  test.each(operations)('code 4001 during %s is user-rejected', (operation) => {
    const raw = { code: 4001, message: 'User rejected the request.' }
    const error = classifyWalletError(raw, { operation, chain })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(raw)
  })

  test.each(operations)(
    'a message matching "user rejected request" during %s is user-rejected',
    (operation) => {
      const raw = new Error('MetaMask: User rejected request')
      expect(classifyWalletError(raw, { operation })).toBeInstanceOf(
        UserRejectedRequestError,
      )
    },
  )

  test('the code may arrive as a numeric string', () => {
    const error = classifyWalletError(
      { code: '4001', message: 'denied' },
      { operation: 'switchChain', chain },
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  test('4001 counts wherever it is nested', () => {
    const nested = [
      { code: -32603, message: 'x', data: { originalError: { code: 4001 } } },
      { code: -32603, message: 'x', error: { code: 4001, message: 'no' } },
      new Error('outer', {
        cause: new Error('mid', { cause: { code: 4001 } }),
      }),
      { originalError: { code: 4001 } },
    ]
    for (const raw of nested)
      expect(
        classifyWalletError(raw, { operation: 'switchChain', chain }),
      ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('CAIP-25 rejection (5000) from a WalletConnect wallet is user-rejected', () => {
    expect(
      classifyWalletError(
        { code: 5000, message: 'User rejected.' },
        { operation: 'connect' },
      ),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test.each(['connect', 'reconnect'] as const)(
    '"user closed modal" while %s is user-rejected',
    (operation) => {
      expect(
        classifyWalletError(new Error('User closed modal'), { operation }),
      ).toBeInstanceOf(UserRejectedRequestError)
    },
  )

  test('"user closed modal" outside connecting is not a rejection', () => {
    const error = classifyWalletError(new Error('User closed modal'), {
      operation: 'signMessage',
    })
    expect(error).toBeInstanceOf(UnknownWalletError)
  })
})

describe('raw EIP-1193 errors: provider codes map to their class for every operation', () => {
  const cases = [
    [4100, UnauthorizedError],
    [4200, UnsupportedMethodError],
    [4900, DisconnectedError],
    [4901, ChainDisconnectedError],
    [-32002, RequestPendingError],
    [-32603, InternalError],
  ] as const
  // 4200 and -32603 while switching or adding a chain are the chain errors
  // of seed §8 (below).
  const chainOperations = new Set<WalletOperation>(['switchChain', 'addChain'])
  for (const [code, ErrorClass] of cases)
    test.each(
      operations.filter(
        (operation) =>
          !(
            chainOperations.has(operation) &&
            (code === 4200 || code === -32603)
          ),
      ),
    )(`code ${code} during %s`, (operation) => {
      const raw = { code, message: `wallet error ${code}` }
      const error = classifyWalletError(raw, { operation, chain })
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error.cause).toBe(raw)
      expect((error as { code: number }).code).toBe(code)
    })

  test('codes arrive as numeric strings too', () => {
    expect(
      classifyWalletError({ code: ' -32002 ' }, { operation: 'connect' }),
    ).toBeInstanceOf(RequestPendingError)
    expect(
      classifyWalletError({ code: '4100' }, { operation: 'signMessage' }),
    ).toBeInstanceOf(UnauthorizedError)
  })

  test('the innermost code is the wallet’s: MetaMask Mobile nests it', () => {
    const raw = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4100, message: 'Unauthorized' } },
    }
    expect(
      classifyWalletError(raw, { operation: 'signMessage' }),
    ).toBeInstanceOf(UnauthorizedError)
  })

  test('RequestPendingError asks the visitor to open the wallet', () => {
    const error = classifyWalletError(
      {
        code: -32002,
        message:
          "Request of type 'wallet_requestPermissions' already pending for origin http://localhost. Please wait.",
      },
      { operation: 'connect' },
    )
    expect(error.shortMessage).toMatch(/open your wallet/)
  })

  test('ChainDisconnectedError names the chain it was given', () => {
    const error = classifyWalletError(
      { code: 4901, message: 'Chain disconnected' },
      { operation: 'request', chain },
    )
    expect(error.shortMessage).toBe('Your wallet is not connected to Sepolia.')
  })
})

describe('raw EIP-1193 errors: switching chain', () => {
  test('4902 is the cue to add the chain, not an error to show', () => {
    const raw = { code: 4902, message: 'Unrecognized chain ID "0xaa36a7".' }
    expect(isUnrecognizedChainError(raw)).toBe(true)
    // A caller that classifies it anyway gets a switch failure, never a crash.
    expect(
      classifyWalletError(raw, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(SwitchChainError)
  })

  test('4902 is found as a string, nested, or MetaMask Mobile’s way', () => {
    expect(isUnrecognizedChainError({ code: '4902' })).toBe(true)
    expect(
      isUnrecognizedChainError({
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { originalError: { code: 4902 } },
      }),
    ).toBe(true)
    expect(
      isUnrecognizedChainError({
        code: -32603,
        message:
          'Unrecognized chain ID "0xaa36a7". Try adding the chain using wallet_addEthereumChain first.',
      }),
    ).toBe(true)
  })

  test('a rejection is never mistaken for an unknown chain', () => {
    expect(
      isUnrecognizedChainError({ code: 4902, cause: { code: 4001 } }),
    ).toBe(false)
    expect(isUnrecognizedChainError({ code: 4001 })).toBe(false)
    expect(isUnrecognizedChainError(new Error('boom'))).toBe(false)
    expect(isUnrecognizedChainError(null)).toBe(false)
  })

  test('any other switch failure is a SwitchChainError naming the chain', () => {
    for (const raw of [
      { code: -32000, message: 'Wallet is locked' },
      new Error('Something broke'),
      'string failure',
    ]) {
      const error = classifyWalletError(raw, {
        operation: 'switchChain',
        chain,
      })
      expect(error).toBeInstanceOf(SwitchChainError)
      expect(error.cause).toBe(raw)
      expect(error.shortMessage).toBe(
        'Could not switch your wallet to Sepolia.',
      )
    }
  })
})

describe('raw EIP-1193 errors: a wallet that cannot switch or add, or fails inside', () => {
  test('4200 while switching: switch in the wallet; while adding: add-chain', () => {
    const raw = { code: 4200, message: 'Method not supported' }
    expect(
      classifyWalletError(raw, { operation: 'switchChain', chain }),
    ).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(
      classifyWalletError(raw, { operation: 'addChain', chain }),
    ).toBeInstanceOf(AddChainError)
  })

  test('-32603 while switching is a switch-chain error, while adding an add-chain error', () => {
    const raw = { code: -32603, message: 'Internal JSON-RPC error.' }
    const switching = classifyWalletError(raw, {
      operation: 'switchChain',
      chain,
    })
    expect(switching).toBeInstanceOf(SwitchChainError)
    expect(switching.cause).toBe(raw)
    expect(
      classifyWalletError(raw, { operation: 'addChain', chain }),
    ).toBeInstanceOf(AddChainError)
  })

  test('actionable provider errors keep their class while switching', () => {
    for (const operation of ['switchChain', 'addChain'] as const) {
      expect(
        classifyWalletError({ code: -32002 }, { operation, chain }),
      ).toBeInstanceOf(RequestPendingError)
      expect(
        classifyWalletError({ code: 4100 }, { operation, chain }),
      ).toBeInstanceOf(UnauthorizedError)
    }
  })
})

describe('raw EIP-1193 errors: adding a chain', () => {
  test('failures other than rejection are AddChainError', () => {
    for (const raw of [
      { code: -32602, message: 'Invalid rpcUrls' },
      { code: 4902, message: 'still unknown' },
      new Error('Could not fetch chain ID'),
    ]) {
      const error = classifyWalletError(raw, { operation: 'addChain', chain })
      expect(error).toBeInstanceOf(AddChainError)
      expect(error.shortMessage).toBe('Could not add Sepolia to your wallet.')
    }
  })

  test('a rejected add is user-rejected', () => {
    expect(
      classifyWalletError(
        { code: 4001, message: 'User rejected the request.' },
        { operation: 'addChain', chain },
      ),
    ).toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('everything else', () => {
  test.each(['connect', 'signMessage', 'watchAsset', 'request'] as const)(
    'an unknown failure during %s is UnknownWalletError with the original as cause',
    (operation) => {
      const raw = { code: 1234, message: 'Something odd' }
      const error = classifyWalletError(raw, { operation })
      expect(error).toBeInstanceOf(UnknownWalletError)
      expect(error.cause).toBe(raw)
      expect((error as UnknownWalletError).operation).toBe(operation)
      expect(error.details).toBe('Something odd')
    },
  )

  test('TanStack Query’s missing-client message becomes QueryClientRequiredError', () => {
    const error = classifyWalletError(
      new Error('No QueryClient set, use QueryClientProvider to set one'),
      { operation: 'request' },
    )
    expect(error.name).toBe('QueryClientRequiredError')
  })
})

describe('already-classified errors pass through unchanged', () => {
  test.each([
    new ConnectorRequiredError(),
    new SwitchChainNotSupportedError({ chain }),
    new ChainNotConfiguredError({ chain }),
    new UserRejectedRequestError(),
    new AddChainError({ chain, cause: { code: 4001 } }),
  ])('$name', (latch) => {
    for (const operation of operations)
      expect(classifyWalletError(latch, { operation })).toBe(latch)
  })

  test('a Latch error nested in a wrapper is returned as it was classified', () => {
    const latch = new SwitchChainNotSupportedError({ chain })
    const wrapper = new Error('wrapped', { cause: latch })
    expect(classifyWalletError(wrapper, { operation: 'switchChain' })).toBe(
      latch,
    )
  })
})

describe('hostile and non-Error values never make the classifier throw', () => {
  test.each([
    ['a string', 'Something failed'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['a fraction', 4001.5],
    ['a bigint', 4001n],
    ['a symbol', Symbol('x')],
    ['a function', () => 'x'],
    ['an empty object', {}],
    ['an array', [4001]],
    ['a hex-looking code', { code: '0xfa1' }],
    ['a boolean', true],
  ])('%s becomes UnknownWalletError', (_, value) => {
    const error = classifyWalletError(value, { operation: 'signMessage' })
    expect(error).toBeInstanceOf(UnknownWalletError)
    expect(error.cause).toBe(value)
  })

  test('thrown strings and numbers are classified by what they say', () => {
    expect(
      classifyWalletError('User rejected request', { operation: 'connect' }),
    ).toBeInstanceOf(UserRejectedRequestError)
    expect(
      classifyWalletError(4001, { operation: 'switchChain' }),
    ).toBeInstanceOf(UserRejectedRequestError)
    expect(
      classifyWalletError('4100', { operation: 'request' }),
    ).toBeInstanceOf(UnauthorizedError)
    expect(
      classifyWalletError(-32002, { operation: 'connect' }),
    ).toBeInstanceOf(RequestPendingError)
  })

  test('cyclic causes end the walk', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' }
    const b = { cause: a, message: 'b', code: 4001 }
    a.cause = b
    expect(classifyWalletError(a, { operation: 'connect' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
    const self = new Error('self')
    self.cause = self
    expect(
      classifyWalletError(self, { operation: 'signMessage' }),
    ).toBeInstanceOf(UnknownWalletError)
    expect(isUnrecognizedChainError(self)).toBe(false)
  })

  test('getters that throw are skipped, the rest still counts', () => {
    const raw = { message: 'Request pending' }
    for (const key of ['name', 'cause', 'error', 'data', 'details'])
      Object.defineProperty(raw, key, {
        get() {
          throw new Error(`getter ${key}`)
        },
      })
    Object.defineProperty(raw, 'code', { value: -32002 })
    expect(classifyWalletError(raw, { operation: 'connect' })).toBeInstanceOf(
      RequestPendingError,
    )
  })

  test('a proxy whose every trap throws', () => {
    const trap = () => {
      throw new Error('trap')
    }
    const hostile = new Proxy(
      {},
      { get: trap, getPrototypeOf: trap, has: trap, ownKeys: trap },
    )
    const error = classifyWalletError(hostile, { operation: 'switchChain' })
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(isUnrecognizedChainError(hostile)).toBe(false)
  })

  test('a revoked proxy', () => {
    const { proxy, revoke } = Proxy.revocable({ code: 4001 }, {})
    revoke()
    expect(
      classifyWalletError(proxy, { operation: 'signMessage' }),
    ).toBeInstanceOf(UnknownWalletError)
  })

  test('a huge message keeps the visitor text short and the details bounded', () => {
    const huge = new Error('x'.repeat(5_000_000))
    const error = classifyWalletError(huge, { operation: 'signMessage' })
    expect(error).toBeInstanceOf(UnknownWalletError)
    expect(error.shortMessage).toBe(
      'Something went wrong with your wallet: try again.',
    )
    expect(error.details.length).toBeLessThanOrEqual(1_001)
    expect(
      classifyWalletError(
        new Error(`User rejected request ${'x'.repeat(5_000_000)}`),
        { operation: 'signMessage' },
      ),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  test('a cause chain thousands deep does not overflow the stack', () => {
    let deep: unknown = { code: 4100 }
    for (let i = 0; i < 10_000; i++) deep = { cause: deep }
    expect(() =>
      classifyWalletError(deep, { operation: 'request' }),
    ).not.toThrow()
    expect(() => isUnrecognizedChainError(deep)).not.toThrow()
  })

  test('a missing context from untyped code still yields an error', () => {
    const error = classifyWalletError(
      new Error('x'),
      undefined as unknown as { operation: 'request' },
    )
    expect(error).toBeInstanceOf(UnknownWalletError)
  })

  test('any value at all yields a Latch error with a one-line shortMessage', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true }),
        fc.constantFrom(...operations),
        (value, operation) => {
          const error = classifyWalletError(value, { operation, chain })
          expect(error).toBeInstanceOf(BaseError)
          expect(error.shortMessage).not.toContain('\n')
          expect(typeof isUnrecognizedChainError(value)).toBe('boolean')
        },
      ),
    )
  })
})

test('the UI can switch exhaustively on WalletError["name"]', () => {
  expectTypeOf<WalletError['name']>().toEqualTypeOf<
    | 'AddChainError'
    | 'AddressRequiredError'
    | 'ChainDisconnectedError'
    | 'ChainNotConfiguredError'
    | 'ConnectorNotConfiguredError'
    | 'ConnectorRequiredError'
    | 'DisconnectedError'
    | 'InternalError'
    | 'MessageRequiredError'
    | 'NetworkUnavailableError'
    | 'PairingExpiredError'
    | 'ProviderNotFoundError'
    | 'QueryClientRequiredError'
    | 'RequestPendingError'
    | 'SwitchChainError'
    | 'SwitchChainNotSupportedError'
    | 'UnauthorizedError'
    | 'UnknownWalletError'
    | 'UnsupportedMethodError'
    | 'UserRejectedRequestError'
    | 'WagmiProviderNotFoundError'
  >()
})
