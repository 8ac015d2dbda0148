import { hostileAccountNames } from '@latch/testing'
import fc from 'fast-check'
import { normalize } from 'viem/ens'
import { describe, expect, test } from 'vitest'
import { accountNameMaxLength } from './accountNameMaxLength.ts'
import { checkAccountName } from './checkAccountName.ts'
import { isNormalizedAccountName } from './isNormalizedAccountName.ts'
import { isPlainAccountName } from './isPlainAccountName.ts'

describe('isNormalizedAccountName: a name is shown only when it is its own ENSIP-15 normalisation', () => {
  test.each(
    hostileAccountNames.map((name) => [
      JSON.stringify(name.slice(0, 40)),
      name,
    ]),
  )('%s is not', async (_, name) => {
    expect(isNormalizedAccountName(name)).toBe(false)
    expect(isPlainAccountName(name)).toBe(false)
    expect(await checkAccountName(name)).toBe(false)
  })

  test.each([
    'vitalik.eth',
    'alice.bob.eth',
    'a-b.c1.eth',
    '123.eth',
    'ñandú.eth',
    'ξ.eth',
    'نام.eth',
    '🦊.eth',
    `${'a'.repeat(accountNameMaxLength - 4)}.eth`,
  ])('%s is', async (name) => {
    expect(isNormalizedAccountName(name)).toBe(true)
    expect(await checkAccountName(name)).toBe(true)
  })

  test('not a string: never', async () => {
    for (const name of [null, undefined, 1, {}, ['alice.eth']]) {
      expect(isNormalizedAccountName(name)).toBe(false)
      expect(await checkAccountName(name)).toBe(false)
    }
  })
})

describe('isPlainAccountName: answered without the normaliser', () => {
  test('only ASCII lowercase labels', () => {
    expect(isPlainAccountName('alice.eth')).toBe(true)
    expect(isPlainAccountName('xn--a.eth')).toBe(false)
    // Normalised, yet not plain: they wait for the normaliser.
    expect(isPlainAccountName('ñandú.eth')).toBe(false)
    expect(isPlainAccountName('🦊.eth')).toBe(false)
  })

  test('every plain name is its own ENSIP-15 normalisation (so it may be shown before the normaliser loads)', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), (labels) => {
        const name = labels.join('.')
        if (isPlainAccountName(name)) expect(normalize(name)).toBe(name)
      }),
      { numRuns: 2_000 },
    )
  })
})
