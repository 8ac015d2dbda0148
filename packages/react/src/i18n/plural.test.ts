import { describe, expect, test } from 'vitest'
import { plural } from './plural.ts'

const ru = {
  one: '# символ',
  few: '# символа',
  many: '# символов',
  other: '# символа',
}

describe('plural: the form Intl.PluralRules picks, the count Intl.NumberFormat writes', () => {
  test('Russian has a form for 1, 21; 2–4; 5–20, 11, 40', () => {
    expect(
      [1, 21, 2, 4, 5, 11, 40, 1.5].map((n) => plural('ru', n, ru)),
    ).toEqual([
      '1 символ',
      '21 символ',
      '2 символа',
      '4 символа',
      '5 символов',
      '11 символов',
      '40 символов',
      '1,5 символа',
    ])
  })

  test('Arabic picks among six forms', () => {
    const forms = {
      zero: 'zero #',
      one: 'one #',
      two: 'two #',
      few: 'few #',
      many: 'many #',
      other: 'other #',
    }
    const shown = [0, 1, 2, 3, 11, 100].map((n) => plural('ar', n, forms))
    expect(shown.map((x) => x.split(' ')[0])).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ])
    // Each count is written the way Arabic writes numbers.
    expect(shown[4]).toBe(`many ${new Intl.NumberFormat('ar').format(11)}`)
  })

  test('a missing form falls back to other; the count is grouped for the language', () => {
    expect(plural('en', 1, { other: '# items' })).toBe('1 items')
    expect(plural('en', 1, { one: '# item', other: '# items' })).toBe('1 item')
    expect(plural('de', 1234, { other: '# Zeichen' })).toBe('1.234 Zeichen')
    expect(plural('ja', 11, { other: '# 文字' })).toBe('11 文字')
  })
})
