import { parseTokenBalance } from '@latch/core/internal'
import { cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import {
  encodeAbiParameters,
  getAddress,
  type Hex,
  numberToHex,
  stringToHex,
} from 'viem'
import { afterEach, expect, test } from 'vitest'
import { TokenBalanceList } from './TokenBalanceList.tsx'

// Whatever a token's contract answers to balanceOf, symbol and decimals
// (huge numbers, words that read as negative, nothing, a bytes32, control
// and bidi characters, types of the wrong kind, bytes at random), the
// answers go through the real decode-and-check step and the dialog's list
// renders them: a balance with a plain symbol, or Unavailable; never a throw.

afterEach(cleanup)

const hex = (bytes: Uint8Array) =>
  `0x${Buffer.from(bytes).toString('hex')}` as Hex
const word = fc
  .oneof(
    fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
    fc.constantFrom(0n, 255n, 256n, 2n ** 255n, 2n ** 256n - 1n),
  )
  .map((value) => encodeAbiParameters([{ type: 'uint256' }], [value]))
const text = fc
  .oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      'LATCH',
      'A\u0000B',
      '\u202EUSDC',
      'US\nD',
      'X'.repeat(300),
    ),
  )
  .map((value) => encodeAbiParameters([{ type: 'string' }], [value]))
const bytes32 = fc
  .string({ unit: 'binary', maxLength: 32 })
  .filter((value) => new TextEncoder().encode(value).length <= 32)
  .map((value) => stringToHex(value, { size: 32 }))
const answer = fc.oneof(
  word,
  text,
  bytes32,
  fc.uint8Array({ maxLength: 200 }).map(hex),
  fc.constantFrom('0x', '0xzz', '0x1', undefined, null),
  fc.bigInt().map((value) => numberToHex(value < 0n ? -value : value)),
  fc.anything(),
)
const listing = fc.record(
  {
    address: fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => getAddress(hex(bytes))),
    symbol: fc.constantFrom('MINE', 'USD₮0'),
    decimals: fc.integer({ min: 0, max: 255 }),
  },
  { requiredKeys: ['address'] },
)

test('random answers to balanceOf, symbol and decimals never break the dialog’s list', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(
        fc.record({
          listing,
          balance: answer,
          symbol: answer,
          decimals: answer,
        }),
        { maxLength: 6, selector: (x) => x.listing.address },
      ),
      fc.constantFrom('en', 'ar', 'hi', 'de'),
      (tokens, lang) => {
        const balances = tokens.map(
          ({ listing, ...answers }) =>
            parseTokenBalance(listing, answers).balance,
        )
        const { container, unmount } = render(
          <dl lang={lang}>
            <TokenBalanceList balances={balances} listed={balances.length} />
          </dl>,
        )
        const items = [...container.querySelectorAll('li')]
        expect(items).toHaveLength(balances.length)
        balances.forEach((balance, index) => {
          const shown = items[index]!.textContent ?? ''
          if (balance.status === 'unavailable')
            expect(shown).toMatch(/ Unavailable$/)
          else {
            // A plain symbol only: no control, format or bidi character.
            expect(balance.symbol).toMatch(/^[\p{L}\p{N}\p{Sc}._+-]{1,16}$/u)
            expect(shown.endsWith(` ${balance.symbol}`)).toBe(true)
            expect(balance.decimals).toBeLessThanOrEqual(255)
          }
        })
        unmount()
      },
    ),
    { numRuns: 150 },
  )
})
