import { encodeAbiParameters, type Hex, stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseTokenBalance } from './parseTokenBalance.ts'

const address = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
const uint = (value: bigint) =>
  encodeAbiParameters([{ type: 'uint256' }], [value])
const text = (value: string) =>
  encodeAbiParameters([{ type: 'string' }], [value])
const bytes32 = (value: string) => stringToHex(value, { size: 32 })

describe('parseTokenBalance: a token’s return data, decoded and checked', () => {
  test('a plain token: its balance, symbol and decimals, and the metadata to cache', () => {
    expect(
      parseTokenBalance(
        { address },
        {
          balance: uint(10n ** 21n),
          symbol: text('LATCH'),
          decimals: uint(18n),
        },
      ),
    ).toEqual({
      balance: { address, symbol: 'LATCH', decimals: 18, value: 10n ** 21n },
      metadata: { symbol: 'LATCH', decimals: 18 },
    })
  })

  test('a bytes32 symbol (as early tokens answer) is read, its zeros trimmed', () => {
    expect(
      parseTokenBalance(
        { address },
        { balance: uint(1n), symbol: bytes32('MKR'), decimals: uint(18n) },
      ).balance,
    ).toEqual({ address, symbol: 'MKR', decimals: 18, value: 1n })
  })

  test('the dapp’s symbol and decimals come first, then the cached ones', () => {
    expect(
      parseTokenBalance(
        { address, symbol: 'MINE', decimals: 6 },
        { balance: uint(1n), symbol: text('THEIRS'), decimals: uint(18n) },
      ).balance,
    ).toEqual({ address, symbol: 'MINE', decimals: 6, value: 1n })
    expect(
      parseTokenBalance(
        { address },
        { balance: uint(1n) },
        { symbol: 'CACHED', decimals: 2 },
      ),
    ).toEqual({
      balance: { address, symbol: 'CACHED', decimals: 2, value: 1n },
      metadata: undefined,
    })
    // The dapp’s symbol makes a contract’s control characters harmless.
    expect(
      parseTokenBalance(
        { address, symbol: 'OK' },
        { balance: uint(5n), symbol: text('O\u0000K'), decimals: uint(0n) },
      ),
    ).toEqual({
      balance: { address, symbol: 'OK', decimals: 0, value: 5n },
      metadata: undefined,
    })
  })

  const ok = { balance: uint(1n), symbol: text('A'), decimals: uint(1n) }
  test.each<[string, Record<string, unknown>]>([
    ['a failed balance', { ...ok, balance: undefined }],
    ['no data for a balance (not a contract)', { ...ok, balance: '0x' }],
    ['a balance word cut short', { ...ok, balance: '0x01' }],
    ['a balance that is not hex', { ...ok, balance: '0xzz' }],
    ['a number for a balance', { ...ok, balance: 5 }],
    ['no symbol', { ...ok, symbol: undefined }],
    ['an empty symbol', { ...ok, symbol: text('') }],
    ['a symbol with a newline', { ...ok, symbol: text('A\nB') }],
    ['a bidi override', { ...ok, symbol: text('\u202EA') }],
    ['a long symbol', { ...ok, symbol: text('X'.repeat(400)) }],
    [
      'a string offset past the end',
      { ...ok, symbol: `0x${'ff'.repeat(32)}` as Hex },
    ],
    ['a zero bytes32', { ...ok, symbol: `0x${'00'.repeat(32)}` as Hex }],
    ['decimals over 255', { ...ok, decimals: uint(256n) }],
    ['huge decimals', { ...ok, decimals: uint(2n ** 255n) }],
    ['decimals that are not hex', { ...ok, decimals: 'eighteen' }],
    ['not an answer at all', { balance: {}, symbol: null, decimals: [] }],
  ])('%s: unavailable, never a throw', (_, answers) => {
    expect(parseTokenBalance({ address }, answers as never).balance).toEqual({
      address,
      status: 'unavailable',
    })
  })

  test('an unavailable token keeps the dapp’s symbol, to be named by it', () => {
    expect(
      parseTokenBalance({ address, symbol: 'MINE' }, { balance: '0x' }).balance,
    ).toEqual({ address, status: 'unavailable', symbol: 'MINE' })
  })
})
