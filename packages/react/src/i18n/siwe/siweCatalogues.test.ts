import { describe, expect, test } from 'vitest'
import { en } from '../en.ts'
import { type Language, languages } from '../languages.ts'
import { siweMessages } from './en.ts'
import { loadSiweMessages } from './loadSiweMessages.ts'

// Sign-In with Ethereum's catalogues, held to English's as the kit's are:
// the same keys, every text translated, every value a text is given still
// in it (isolated, right to left), the buttons' names short.

/** The buttons' accessible names: kept short. */
const names = ['signIn', 'signOut', 'notNow'] as const

describe.each((Object.keys(languages) as Language[]).filter((x) => x !== 'en'))(
  'Sign-In with Ethereum in %s',
  (language) => {
    test('has English’s keys, every text translated, each value kept', async () => {
      const t = await loadSiweMessages(language)
      expect(t).not.toBe(siweMessages)
      expect(Object.keys(t)).toEqual(Object.keys(siweMessages))
      const rtl = languages[language].dir === 'rtl'
      for (const [key, english] of Object.entries(siweMessages)) {
        const mine = t[key as keyof typeof t] as unknown
        expect(typeof mine, key).toBe(typeof english)
        if (typeof english === 'function') {
          expect((mine as () => string).length, key).toBe(english.length)
          const text = (mine as (x: string) => string)('VALUE0X')
          expect(text, key).toContain(rtl ? '\u2068VALUE0X\u2069' : 'VALUE0X')
          expect(text, key).not.toMatch(/undefined|\s{2}/)
          expect(text, key).not.toBe(english('VALUE0X'))
          continue
        }
        expect((mine as string).trim(), key).toBe(mine)
        expect(mine, key).not.toMatch(/\$\{|undefined|\s{2}/)
        expect(mine, key).not.toBe(english)
      }
      for (const key of names)
        expect([...t[key]].length, key).toBeLessThanOrEqual(32)
    })
  },
)

test('English, a language Latch does not ship, or none: the English texts', async () => {
  expect(await loadSiweMessages('en')).toBe(siweMessages)
  expect(await loadSiweMessages('tlh')).toBe(siweMessages)
  expect(await loadSiweMessages('')).toBe(siweMessages)
  // A name every object has is not a language either.
  for (const name of ['constructor', 'toString', '__proto__'])
    expect(await loadSiweMessages(name), name).toBe(siweMessages)
})

test('the first paint’s catalogue has no Sign-In with Ethereum texts', () => {
  expect(Object.keys(en)).not.toContain('siwe')
  expect(JSON.stringify(en)).not.toContain(siweMessages.refused)
})
