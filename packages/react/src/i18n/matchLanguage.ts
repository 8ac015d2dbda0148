import { type Language, languageTags } from './languageTags.ts'

const supported: readonly Language[] = languageTags

/**
 * The language Latch speaks that best serves a visitor who asks for
 * `requested` (most wanted first, as `navigator.languages`): the first tag
 * that has a match wins, English when none has. A tag matches its own
 * language whatever its region (`fr-CA` → `fr`), Portuguese is Brazil's
 * (`pt`, `pt-PT` → `pt-BR`), Spanish Latin America's (`es`, `es-MX`, `es-ES`
 * → `es-419`), and Chinese follows its script: Traditional for Taiwan
 * (`zh-TW`, `zh-Hant`), Hong Kong and Macao (`zh-HK`, `zh-MO`), Simplified
 * otherwise (`zh`, `zh-SG`, `zh-Hans-HK` → `zh-CN`). Malformed tags are skipped.
 */
export function matchLanguage(
  requested: Iterable<string> | null | undefined,
): Language {
  for (const tag of requested ?? []) {
    const language = matchTag(tag)
    if (language) return language
  }
  return 'en'
}

function matchTag(tag: string): Language | undefined {
  let locale: Intl.Locale
  try {
    locale = new Intl.Locale(tag)
  } catch {
    return undefined
  }
  const exact = supported.find(
    (x) => x.toLowerCase() === locale.baseName.toLowerCase(),
  )
  if (exact) return exact
  switch (locale.language) {
    case 'zh':
      return chinese(locale)
    case 'pt':
      return 'pt-BR'
    case 'es':
      return 'es-419'
    // Hebrew's and Indonesian's old codes, which some systems still send.
    case 'iw':
      return 'he'
    case 'in':
      return 'id'
  }
  return supported.find((x) => x === locale.language)
}

function chinese(locale: Intl.Locale): Language {
  const { script, region } = locale
  if (script === 'Hans') return 'zh-CN'
  if (region === 'HK' || region === 'MO') return 'zh-HK'
  if (script === 'Hant' || region === 'TW') return 'zh-TW'
  return 'zh-CN'
}
