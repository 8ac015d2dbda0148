import { describe, expect, test } from 'vitest'
import { type Language, languages } from '../languages.ts'
import { transactionMessages } from './en.ts'
import { loadTransactionMessages } from './loadTransactionMessages.ts'

// The recent transactions' catalogues, held to English's as the kit's are:
// the same keys, every text translated, the count written by Intl.

// Words a language may write as English does.
const same = new Set<string>()

describe.each((Object.keys(languages) as Language[]).filter((x) => x !== 'en'))(
  'the recent transactions in %s',
  (language) => {
    test('have English’s keys, every text translated; the pending count in the language’s digits', async () => {
      const t = await loadTransactionMessages(language)
      expect(t).not.toBe(transactionMessages)
      expect(Object.keys(t)).toEqual(Object.keys(transactionMessages))
      for (const [key, english] of Object.entries(transactionMessages)) {
        const mine = t[key as keyof typeof t]
        if (typeof english === 'function') continue
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
    })
  },
)

test('English, a language Latch does not ship, or a name every object has: the English texts', async () => {
  for (const lang of ['en', 'tlh', '', 'constructor', 'toString', '__proto__'])
    expect(await loadTransactionMessages(lang), lang).toBe(transactionMessages)
})
