import { describe, expect, test } from 'vitest'
import { en, type Messages } from './en.ts'
import { type Language, languages } from './languages.ts'
import { loadMessages } from './loadMessages.ts'

// Every catalogue, held to English's: the same keys, every text translated,
// every value a text is given still in it, counts through Intl.

type Leaf = { path: string; value: unknown }

function leaves(tree: object, prefix = ''): Leaf[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? leaves(value, `${prefix}${key}.`)
      : [{ path: `${prefix}${key}`, value }],
  )
}

/** The texts whose parameters are numbers (a chain id, a count). */
const numberParameters: Record<string, number[]> = {
  'wallet.unknownNetwork': [0],
  'unsupported.body': [0],
  'token.addressHint': [0],
  'token.symbolHint': [0],
  'token.invalid.address': [0],
  'token.invalid.symbol': [0],
}
/** The texts that take a count and pick a plural form for it. */
const counts = [
  'token.addressHint',
  'token.symbolHint',
  'token.invalid.address',
  'token.invalid.symbol',
]

/** The accessible names the UI contract fixes in English: kept short. */
const names = [
  'wallet.connect',
  'connect.title',
  'connect.cancel',
  'connect.tryAgain',
  'dialog.close',
  'walletConnect.qrLabel',
  'walletConnect.copyLink',
  'account.title',
  'account.copyAddress',
  'account.viewOnExplorer',
  'account.disconnect',
  'network.label',
  'unsupported.title',
  'sign.message',
  'sign.submit',
  'sign.signature',
  'token.address',
  'token.symbol',
  'token.decimals',
  'token.image',
  'token.submit',
]

/**
 * The script a language is written in, as `Intl` infers it from the tag
 * (its title must use it): `ja` Japanese's kana, `zh-TW` Han, `uk` Cyrillic.
 */
function script(language: Language): RegExp {
  const { script } = new Intl.Locale(language).maximize()
  if (script === 'Jpan') return /[\p{Script=Hiragana}\p{Script=Katakana}]/u
  if (script === 'Kore') return /\p{Script=Hangul}/u
  if (script === 'Hans' || script === 'Hant') return /\p{Script=Han}/u
  return new RegExp(`\\p{Script=${script}}`, 'u')
}

const get = (tree: object, path: string) =>
  path.split('.').reduce<unknown>((x, key) => (x as never)[key], tree)

const english = leaves(en)
const others = (Object.keys(languages) as Language[]).filter((x) => x !== 'en')

describe.each(others)('the %s catalogue', (language) => {
  let messages: Messages
  const load = async () => {
    messages ??= await loadMessages(language)
    return messages
  }

  test('has English’s keys, each the same kind (text or function of as many values)', async () => {
    const own = leaves(await load())
    expect(own.map((x) => x.path)).toEqual(english.map((x) => x.path))
    for (const { path, value } of english) {
      const mine = get(messages, path)
      expect(typeof mine, path).toBe(typeof value)
      if (typeof value === 'function')
        expect((mine as () => string).length, path).toBe(value.length)
    }
  })

  test('says its language and direction', async () => {
    const { lang, dir } = await load()
    expect(lang).toBe(language)
    expect(dir).toBe(languages[language].dir)
  })

  test('every text is translated, in its script, with no stray spaces or placeholders', async () => {
    await load()
    const same: string[] = []
    for (const { path, value } of english) {
      if (typeof value !== 'string' || path === 'lang' || path === 'dir')
        continue
      const mine = get(messages, path) as string
      expect(mine.trim(), path).toBe(mine)
      expect(mine, path).not.toBe('')
      expect(mine, path).not.toMatch(/\$\{|\{\w+\}|%\{|undefined|\s{2}/)
      if (mine === value) same.push(path)
    }
    // Words a language may keep as English writes them ("Wallet", "Symbol").
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(4)
    expect(messages.connect.title).toMatch(script(language))
    // One language in two scripts (Chinese): each title in its own.
    const own = new Intl.Locale(language).maximize()
    for (const other of others) {
      const { language: base, script } = new Intl.Locale(other).maximize()
      if (base === own.language && script !== own.script)
        expect(messages.connect.title, other).not.toBe(
          (await loadMessages(other)).connect.title,
        )
    }
    expect(messages.connect.getWalletUrl).toMatch(
      /^https:\/\/ethereum\.org\/[a-z-]+\/wallets\/find-wallet\/$/,
    )
  })

  test('every text that takes a value keeps each one it is given', async () => {
    await load()
    const rtl = languages[language].dir === 'rtl'
    for (const { path, value } of english) {
      if (typeof value !== 'function') continue
      const numbers = numberParameters[path] ?? []
      const args = Array.from({ length: value.length }, (_, i) =>
        numbers.includes(i) ? 424_242 + i : `VALUE${i}X`,
      )
      const text = (get(messages, path) as (...x: unknown[]) => string)(...args)
      for (const arg of args) {
        // A count is written by Intl; an id or a name as it is.
        const shown = counts.includes(path)
          ? new Intl.NumberFormat(language).format(arg as number)
          : String(arg)
        expect(text, path).toContain(shown)
        // Right to left: every name and id in its own isolate (a count's
        // digits take the sentence's direction by themselves).
        if (rtl && !counts.includes(path))
          expect(text, path).toContain(`\u2068${shown}\u2069`)
      }
      expect(text, path).not.toMatch(/#|undefined|NaN/)
      // A chain the error does not know: a sentence without it.
      if (path.startsWith('errors.') && value.length === 1) {
        const without = (get(messages, path) as (x: unknown) => string)(
          undefined,
        )
        expect(without, path).not.toMatch(/undefined|^\s|\s$/)
      }
    }
  })

  test('counts take the plural form Intl.PluralRules gives, for 1, 11 and 40', async () => {
    await load()
    for (const path of counts) {
      const text = get(messages, path) as (n: number) => string
      for (const n of [1, 2, 11, 40])
        expect(text(n), `${path}(${n})`).not.toMatch(/#/)
      // The form is chosen, not the same words around another number.
      const form = (n: number) =>
        text(n).replace(new Intl.NumberFormat(language).format(n), '#')
      const categories = new Set(
        [1, 2, 11, 40].map((n) => new Intl.PluralRules(language).select(n)),
      )
      if (categories.size === 1) expect(form(11), path).toBe(form(40))
    }
  })

  test('accessible names stay short', async () => {
    await load()
    for (const path of names) {
      const name = get(messages, path) as string
      expect([...name].length, `${path}: ${name}`).toBeLessThanOrEqual(32)
    }
  })
})

test('a catalogue missing a key, or with one English does not have, fails the type-check', () => {
  // @ts-expect-error: `close` is missing
  const missing: Messages = { ...en, dialog: {} }
  const extra: Messages = {
    ...en,
    // @ts-expect-error: `open` is not one of English's keys
    dialog: { close: 'Close', open: 'Open' },
  }
  expect([missing, extra]).toHaveLength(2)
})
