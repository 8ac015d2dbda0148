import { describe, expect, test } from 'vitest'
import { en } from './en.ts'
import { type Language, languages } from './languages.ts'
import { loadMessages } from './loadMessages.ts'

describe('loadMessages', () => {
  test('each language’s own catalogue, once: the same promise on every call', async () => {
    for (const language of Object.keys(languages) as Language[]) {
      const first = loadMessages(language)
      expect(loadMessages(language)).toBe(first)
      const messages = await first
      expect(messages.lang).toBe(language)
      expect(messages.dir).toBe(languages[language].dir)
    }
  })

  test('English is there at once; a settled promise says so, for React’s use()', async () => {
    const english = loadMessages('en') as Promise<unknown> & {
      status?: string
      value?: unknown
    }
    expect(english.status).toBe('fulfilled')
    expect(english.value).toBe(en)
    const japanese = loadMessages('ja') as typeof english
    await japanese
    expect(japanese.status).toBe('fulfilled')
    expect((japanese.value as typeof en).lang).toBe('ja')
  })

  test('any tag is matched to the closest language; an unknown one is English', async () => {
    expect((await loadMessages('pt-PT')).lang).toBe('pt-BR')
    expect(loadMessages('zh-Hant-HK')).toBe(loadMessages('zh-HK'))
    expect(await loadMessages('nl')).toBe(en)
  })
})
