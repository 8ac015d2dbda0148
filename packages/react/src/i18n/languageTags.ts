/**
 * Every language Latch's components speak, by BCP 47 tag: what matching a
 * visitor's language needs, without the names a language menu shows
 * (`languages`), which stay out of a first paint.
 */
export const languageTags = [
  'ar',
  'de',
  'en',
  'es-419',
  'fr',
  'he',
  'hi',
  'id',
  'ja',
  'ko',
  'ms',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const

/** A language Latch speaks: `'ja'`, `'pt-BR'`, `'ar'`, … */
export type Language = (typeof languageTags)[number]
