import { describe, expect, test } from 'vitest'
import { checksumAddress, validateToken } from './validateToken.ts'

const token = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
const valid = { address: token, symbol: 'LATCH', decimals: '18', image: '' }

describe('validateToken', () => {
  test('a valid form gives the EIP-747 options, checksummed and typed', () => {
    expect(
      validateToken({
        ...valid,
        address: token.toLowerCase(),
        symbol: ' LATCH ',
      }),
    ).toEqual({
      problems: {},
      options: { address: token, symbol: 'LATCH', decimals: 18 },
    })
  })

  test.each([
    ['', 'address'],
    ['0x123', 'address'],
    [`${token}00`, 'address'],
    ['a513E6E4b8f2a923D98304ec87F64353C4D5C853', 'address'],
    ['0xg513E6E4b8f2a923D98304ec87F64353C4D5C853', 'address'],
    ['0xA513E6E4b8f2a923D98304ec87F64353C4D5C853', 'checksum'],
  ])('address %j is refused (%s)', (address, problem) => {
    expect(validateToken({ ...valid, address }).problems.address).toBe(problem)
  })

  test('an all-lower or all-upper address carries no checksum and is accepted', () => {
    expect(
      validateToken({ ...valid, address: token.toLowerCase() }).options,
    ).toBeDefined()
    expect(
      validateToken({ ...valid, address: `0x${token.slice(2).toUpperCase()}` })
        .options?.address,
    ).toBe(token)
  })

  test.each([
    ['', false],
    ['A', true],
    ['ABCDEFGHIJK', true],
    ['ABCDEFGHIJKL', false],
    ['   ', false],
  ])('symbol %j: valid %s (1 to 11 characters)', (symbol, ok) => {
    expect(validateToken({ ...valid, symbol }).problems.symbol).toBe(
      ok ? undefined : 'symbol',
    )
  })

  test.each([
    ['0', true],
    ['18', true],
    ['36', true],
    ['37', false],
    ['-1', false],
    ['1.5', false],
    ['1e1', false],
    ['', false],
    ['eighteen', false],
    ['018', false],
  ])('decimals %j: valid %s (a whole number 0 to 36)', (decimals, ok) => {
    expect(validateToken({ ...valid, decimals }).problems.decimals).toBe(
      ok ? undefined : 'decimals',
    )
  })

  test.each([
    ['', true],
    ['https://example.com/latch.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml,%3Csvg%2F%3E', true],
    ['http://example.com/latch.png', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ipfs://bafy', false],
    ['not a url', false],
  ])('image %j: valid %s (https or data:image only)', (image, ok) => {
    expect(validateToken({ ...valid, image }).problems.image).toBe(
      ok ? undefined : 'image',
    )
  })
})

describe('checksumAddress', () => {
  test('checksums a valid address, leaves anything else as typed', () => {
    expect(checksumAddress(` ${token.toLowerCase()} `)).toBe(token)
    expect(checksumAddress('0x12')).toBe('0x12')
    const badChecksum = '0xA513E6E4b8f2a923D98304ec87F64353C4D5C853'
    expect(checksumAddress(badChecksum)).toBe(badChecksum)
  })
})
