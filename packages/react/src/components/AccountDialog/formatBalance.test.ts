import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { shortAddress } from '../AccountButton/shortAddress.ts'
import { formatBalance } from './formatBalance.ts'

describe('formatBalance', () => {
  test.each([
    [parseEther('12.5'), '12.5 ETH'],
    [parseEther('9999.993'), '9,999.993 ETH'],
    [parseEther('0.123456789'), '0.1235 ETH'],
    [0n, '0 ETH'],
    [1n, '< 0.0001 ETH'],
  ])('%s wei is %j', (value, text) => {
    expect(formatBalance({ value, decimals: 18, symbol: 'ETH' }, 'en')).toBe(
      text,
    )
  })

  test('groups by the catalogue’s locale', () => {
    expect(
      formatBalance(
        { value: parseEther('1234.5'), decimals: 18, symbol: 'ETH' },
        'de',
      ),
    ).toBe('1.234,5 ETH')
  })
})

describe('shortAddress', () => {
  test('keeps the checksum’s case: 0x and 4, an ellipsis, the last 4', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      '0xf39F…2266',
    )
  })
})
