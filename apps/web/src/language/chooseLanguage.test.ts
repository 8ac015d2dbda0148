import { languages } from '@latch/react'
import { describe, expect, test } from 'vitest'
import { chooseLanguage } from './chooseLanguage.ts'
import { type LanguageOption, languageOptions } from './languageOptions.ts'
import {
  applyLanguage,
  languageStorageKey,
  readLanguagePreference,
  saveLanguagePreference,
} from './languagePreference.ts'

const pseudo: LanguageOption = {
  tag: 'en-XA',
  name: 'Pseudo',
  dir: 'ltr',
  load: () => Promise.reject(new Error('not in this test')),
}
const options = languageOptions([pseudo])
const throwing = {
  getItem: () => {
    throw new Error('denied')
  },
  setItem: () => {
    throw new Error('denied')
  },
}

describe('chooseLanguage: where a visit starts', () => {
  test('the browser’s languages, matched to the closest one offered', () => {
    expect(chooseLanguage(options, undefined, ['ja-JP', 'en']).tag).toBe('ja')
    expect(chooseLanguage(options, undefined, ['pt-PT']).tag).toBe('pt-BR')
    expect(chooseLanguage(options, undefined, ['es-MX']).tag).toBe('es-419')
    expect(chooseLanguage(options, undefined, ['zh-HK']).tag).toBe('zh-HK')
    expect(chooseLanguage(options, undefined, ['zh']).tag).toBe('zh-CN')
    expect(chooseLanguage(options, undefined, ['nl', 'sv']).tag).toBe('en')
    expect(chooseLanguage(options, undefined, undefined).tag).toBe('en')
  })

  test('an earlier choice wins over the browser’s; one no longer offered does not', () => {
    expect(chooseLanguage(options, 'ar', ['ja']).tag).toBe('ar')
    expect(chooseLanguage(options, 'en-XA', ['ja']).tag).toBe('en-XA')
    expect(chooseLanguage(languageOptions(), 'en-XA', ['ja']).tag).toBe('ja')
    expect(chooseLanguage(options, 'klingon', ['de']).tag).toBe('de')
  })

  test('the offer: every language the kit speaks, in its own words, then the extra ones', () => {
    expect(options.map((x) => x.tag)).toEqual([
      ...Object.keys(languages),
      'en-XA',
    ])
    expect(options.find((x) => x.tag === 'ja')?.name).toBe('日本語')
    expect(options.find((x) => x.tag === 'he')?.dir).toBe('rtl')
  })

  test('each loads the kit’s and the app’s texts for its language', async () => {
    const { messages, app } = await options.find((x) => x.tag === 'ko')!.load()
    expect(messages.lang).toBe('ko')
    expect(app.language.label).toBe('언어')
  })
})

describe('the stored choice', () => {
  test('is read and kept under latch.language, and never throws', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    expect(readLanguagePreference(storage)).toBeUndefined()
    saveLanguagePreference(storage, 'th')
    expect(store.get(languageStorageKey)).toBe('th')
    expect(readLanguagePreference(storage)).toBe('th')
    expect(readLanguagePreference(throwing)).toBeUndefined()
    expect(() => saveLanguagePreference(throwing, 'th')).not.toThrow()
    expect(readLanguagePreference(undefined)).toBeUndefined()
  })

  test('<html lang dir> follow the catalogue', () => {
    const root = document.createElement('html')
    applyLanguage(root, { lang: 'he', dir: 'rtl' })
    expect([root.lang, root.dir]).toEqual(['he', 'rtl'])
    applyLanguage(root, { lang: 'ja', dir: 'ltr' })
    expect([root.lang, root.dir]).toEqual(['ja', 'ltr'])
  })
})
