import { describe, expect, test } from 'vitest'
import { languages } from './languages.ts'
import { matchLanguage } from './matchLanguage.ts'

describe('matchLanguage: the first language asked for that Latch speaks', () => {
  test.each([
    [['ja'], 'ja'],
    [['ja-JP'], 'ja'],
    [['ar-EG'], 'ar'],
    [['fr-CA', 'en'], 'fr'],
    [['en-GB', 'fr'], 'en'],
    [['de-AT'], 'de'],
    [['he-IL'], 'he'],
    [['ms-MY'], 'ms'],
    [['hi-IN'], 'hi'],
  ])('%j → %s', (requested, language) => {
    expect(matchLanguage(requested)).toBe(language)
  })

  test.each([
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['es'], 'es-419'],
    [['es-MX'], 'es-419'],
    [['es-ES'], 'es-419'],
    [['es-419'], 'es-419'],
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['zh-TW'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-HK'],
    [['zh-Hant-HK'], 'zh-HK'],
    [['zh-MO'], 'zh-HK'],
    [['ZH-tw'], 'zh-TW'],
    [['iw'], 'he'],
    [['in'], 'id'],
  ])(
    'a region or script Latch has no catalogue for: %j → %s',
    (requested, language) => {
      expect(matchLanguage(requested)).toBe(language)
    },
  )

  test('the order of the visitor’s list decides, not the order of Latch’s', () => {
    expect(matchLanguage(['nl', 'sv', 'ko', 'ja'])).toBe('ko')
    expect(matchLanguage(['xx', 'de-CH', 'fr'])).toBe('de')
  })

  test('English when nothing matches, nothing is asked, or the tags are malformed', () => {
    expect(matchLanguage(['nl', 'sv'])).toBe('en')
    expect(matchLanguage([])).toBe('en')
    expect(matchLanguage(undefined)).toBe('en')
    expect(matchLanguage(['', 'not a tag', '--', 'ja'])).toBe('ja')
  })

  test('every language Latch speaks is matched by its own tag', () => {
    for (const language of Object.keys(languages))
      expect(matchLanguage([language])).toBe(language)
  })
})
