import { describe, expect, test } from 'vitest'
import { type Language, languages } from '../languages.ts'
import { transactionMessages } from './en.ts'
import { loadTransactionMessages } from './loadTransactionMessages.ts'

// The recent transactions' catalogues, held to English's as the kit's are:
// the same keys, every text translated, the count written by Intl.

// Words a language may write as English does.
const same = new Set<string>()
/** The texts that take a count; the others take a name, kept as given. */
const counts = new Set(['pendingCount'])
/** Short lines beside a button or in a list item. */
const short = ['youPayGas', 'sponsored'] as const

describe.each((Object.keys(languages) as Language[]).filter((x) => x !== 'en'))(
  'the recent transactions in %s',
  (language) => {
    test('have English’s keys, every text translated, each name kept (isolated, right to left); the pending count in the language’s digits', async () => {
      const t = await loadTransactionMessages(language)
      expect(t).not.toBe(transactionMessages)
      expect(Object.keys(t)).toEqual(Object.keys(transactionMessages))
      const rtl = languages[language].dir === 'rtl'
      for (const [key, english] of Object.entries(transactionMessages)) {
        const mine = t[key as keyof typeof t] as unknown
        expect(typeof mine, key).toBe(typeof english)
        if (typeof english === 'function') {
          expect((mine as () => string).length, key).toBe(english.length)
          if (counts.has(key)) continue
          const text = (mine as (x: string) => string)('VALUE0X')
          expect(text, key).toContain(rtl ? '\u2068VALUE0X\u2069' : 'VALUE0X')
          expect(text.trim(), key).toBe(text)
          expect(text, key).not.toMatch(/\$\{|undefined|\s{2}/)
          expect(text, key).not.toBe(
            (english as (x: string) => string)('VALUE0X'),
          )
          continue
        }
        expect(typeof mine, key).toBe('string')
        expect((mine as string).trim(), key).toBe(mine)
        expect(mine, key).not.toMatch(/\$\{|undefined|\s{2}/)
        if (!same.has(key)) expect(mine, key).not.toBe(english)
      }
      for (const count of [1, 2, 5, 11, 424_242])
        expect(t.pendingCount(count)).toContain(
          new Intl.NumberFormat(language).format(count),
        )
      expect(t.pendingCount(3)).not.toBe(transactionMessages.pendingCount(3))
      for (const text of [t.gasPaidBy('VALUE0X'), ...short.map((x) => t[x])])
        expect([...text].length, text).toBeLessThanOrEqual(40)
    })
  },
)

test('English, a language Latch does not ship, or a name every object has: the English texts', async () => {
  for (const lang of ['en', 'tlh', '', 'constructor', 'toString', '__proto__'])
    expect(await loadTransactionMessages(lang), lang).toBe(transactionMessages)
})
