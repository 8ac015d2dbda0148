import type { Language } from './languageTags.ts'

export type { Language } from './languageTags.ts'

/**
 * Every language Latch's components speak, by BCP 47 tag: its name in its
 * own words (for a language menu) and the direction its text runs in.
 * English is in the first paint; `loadMessages` brings any other on demand.
 */
export const languages = {
  ar: { name: 'العربية', dir: 'rtl' },
  de: { name: 'Deutsch', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  'es-419': { name: 'Español (Latinoamérica)', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  he: { name: 'עברית', dir: 'rtl' },
  hi: { name: 'हिन्दी', dir: 'ltr' },
  id: { name: 'Bahasa Indonesia', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  ms: { name: 'Bahasa Melayu', dir: 'ltr' },
  'pt-BR': { name: 'Português (Brasil)', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr' },
  th: { name: 'ไทย', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  uk: { name: 'Українська', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  'zh-CN': { name: '简体中文', dir: 'ltr' },
  'zh-HK': { name: '繁體中文（香港）', dir: 'ltr' },
  'zh-TW': { name: '繁體中文（台灣）', dir: 'ltr' },
} as const satisfies Record<Language, { name: string; dir: 'ltr' | 'rtl' }>
