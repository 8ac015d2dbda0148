import { ChainNotConfiguredError as WagmiChainNotConfiguredError } from '@wagmi/core'
import {
  BaseError as ViemBaseError,
  SwitchChainError as ViemSwitchChainError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { BaseError } from './base.ts'

describe('BaseError', () => {
  test('has viem’s shape: shortMessage, details, metaMessages, cause, name', () => {
    const cause = new Error('wallet said no')
    const error = new BaseError('Could not do it.', {
      cause,
      metaMessages: ['Chain: Sepolia (11155111)'],
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('LatchError')
    expect(error.shortMessage).toBe('Could not do it.')
    expect(error.details).toBe('wallet said no')
    expect(error.metaMessages).toEqual(['Chain: Sepolia (11155111)'])
    expect(error.cause).toBe(cause)
    expect(error.message).toMatchInlineSnapshot(`
      "Could not do it.

      Chain: Sepolia (11155111)

      Details: wallet said no"
    `)
  })

  test('without a cause the message is the short message alone', () => {
    const error = new BaseError('Could not do it.')
    expect(error.message).toBe('Could not do it.')
    expect(error.details).toBe('')
    expect('cause' in error).toBe(false)
  })

  test('details come from a viem error’s details, not its long message', () => {
    const viem = new ViemUserRejectedRequestError(
      new Error('MetaMask Tx Signature: User denied message signature.'),
    )
    expect(new BaseError('x', { cause: viem }).details).toBe(
      'MetaMask Tx Signature: User denied message signature.',
    )
  })

  test('details come from a JSON-RPC error object or a thrown string', () => {
    expect(
      new BaseError('x', { cause: { code: 4001, message: 'Rejected' } })
        .details,
    ).toBe('Rejected')
    expect(new BaseError('x', { cause: 'plain string' }).details).toBe(
      'plain string',
    )
    expect(new BaseError('x', { cause: 42 }).details).toBe('')
  })

  test('explicit details win over the cause’s', () => {
    const error = new BaseError('x', {
      cause: new Error('from cause'),
      details: 'explicit',
    })
    expect(error.details).toBe('explicit')
  })

  test('a huge wallet message is cut to a readable length', () => {
    const error = new BaseError('x', { cause: new Error('y'.repeat(100_000)) })
    expect(error.details).toHaveLength(1_001)
    expect(error.details.endsWith('…')).toBe(true)
  })

  test('a cause whose getters throw does not break construction', () => {
    const cause = {
      get details(): string {
        throw new Error('getter')
      },
      get message(): string {
        throw new Error('getter')
      },
    }
    expect(new BaseError('x', { cause }).details).toBe('')
  })
})

describe('BaseError.walk', () => {
  test('reaches through viem and wagmi errors to the wallet’s original error', () => {
    const original = { code: 4001, message: 'User rejected the request.' }
    const viem = new ViemSwitchChainError(original as unknown as Error)
    const error = new BaseError('x', { cause: viem })
    expect(error.walk()).toBe(original)
    expect(error.walk((e) => e instanceof ViemBaseError)).toBe(viem)
    expect(error.walk((e) => (e as { code?: unknown }).code === 4001)).toBe(
      original,
    )
  })

  test('reaches wagmi errors and plain Errors', () => {
    const wagmi = new WagmiChainNotConfiguredError()
    const plain = new Error('outer', { cause: wagmi })
    const error = new BaseError('x', { cause: plain })
    expect(error.walk()).toBe(wagmi)
    expect(error.walk((e) => e === plain)).toBe(plain)
  })

  test('returns null when nothing matches, and itself without a cause', () => {
    const error = new BaseError('x', { cause: new Error('y') })
    expect(error.walk(() => false)).toBeNull()
    const alone = new BaseError('x')
    expect(alone.walk()).toBe(alone)
  })

  test('stops on a cyclic cause chain instead of looping', () => {
    const a = new Error('a')
    const b = new Error('b', { cause: a })
    a.cause = b
    const error = new BaseError('x', { cause: a })
    expect(error.walk()).toBe(b)
    expect(error.walk(() => false)).toBeNull()
  })

  test('stops at a cause whose getter throws', () => {
    const hostile = {}
    Object.defineProperty(hostile, 'cause', {
      get() {
        throw new Error('getter')
      },
    })
    const error = new BaseError('x', { cause: hostile })
    expect(error.walk()).toBe(hostile)
  })

  test('walks into a null cause like viem does', () => {
    const error = new BaseError('x', { cause: null })
    expect(error.walk()).toBeNull()
    expect(error.walk((e) => e === null)).toBeNull()
  })
})
