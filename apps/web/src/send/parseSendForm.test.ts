import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseSendForm } from './parseSendForm.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseSendForm', () => {
  test('amounts are exact: what parseUnits reads, or refused with the reason', () => {
    const value = (amount: string, decimals = 18) =>
      parseSendForm({ recipient: alice, amount }, decimals)
    expect(value('0.1').value).toBe(100_000_000_000_000_000n)
    expect(value('1.000000000000000001').value).toBe(1_000_000_000_000_000_001n)
    expect(value('1.0000000000000000001').problems.amount).toBe(
      'amountPrecision',
    )
    expect(value('2.5', 0).problems.amount).toBe('amountPrecision')
    for (const bad of [
      '',
      'abc',
      '1e18',
      '-1',
      '1,5',
      '.5',
      '1.',
      '0x10',
      '1 000',
    ])
      expect(value(bad).problems.amount, bad).toBe('invalidAmount')
    expect(value('0.000').problems.amount).toBe('amountZero')
  })

  test('any amount written from a value reads back as that value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (wei, decimals) => {
          const amount = formatUnits(wei, decimals)
          expect(
            parseSendForm({ recipient: alice, amount }, decimals).value,
          ).toBe(wei)
        },
      ),
    )
  })

  test('a recipient is an address (checksummed, or one case) or a name', () => {
    const recipient = (text: string) =>
      parseSendForm({ recipient: text, amount: '1' }, 18)
    expect(recipient(alice.toLowerCase()).recipient).toEqual({ address: alice })
    expect(recipient(` ${alice} `).recipient).toEqual({ address: alice })
    expect(recipient('bob.eth').recipient).toEqual({ name: 'bob.eth' })
    // One letter's case changed: the checksum catches the typo.
    const typo = `${alice.slice(0, 5)}f${alice.slice(6)}`
    for (const bad of [typo, 'bob', '0x1234', 'bob .eth', ''])
      expect(recipient(bad).problems.recipient, bad).toBe('invalidRecipient')
  })
})
