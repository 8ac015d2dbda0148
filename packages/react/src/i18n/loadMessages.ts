import { en, type Messages } from './en.ts'
import type { Language } from './languageTags.ts'
import { type CatalogueImports, loadCatalogue } from './loadCatalogue.ts'
import { loadedMessages } from './loadedMessages.ts'
import { matchLanguage } from './matchLanguage.ts'

// One chunk per language, fetched the first time it is asked for: a visitor
// downloads only the catalogue they read.
const loaders = {
  ar: () => import('./locales/ar.ts').then((x) => x.ar),
  de: () => import('./locales/de.ts').then((x) => x.de),
  'es-419': () => import('./locales/es-419.ts').then((x) => x.es419),
  fr: () => import('./locales/fr.ts').then((x) => x.fr),
  he: () => import('./locales/he.ts').then((x) => x.he),
  hi: () => import('./locales/hi.ts').then((x) => x.hi),
  id: () => import('./locales/id.ts').then((x) => x.id),
  ja: () => import('./locales/ja.ts').then((x) => x.ja),
  ko: () => import('./locales/ko.ts').then((x) => x.ko),
  ms: () => import('./locales/ms.ts').then((x) => x.ms),
  'pt-BR': () => import('./locales/pt-BR.ts').then((x) => x.ptBR),
  ru: () => import('./locales/ru.ts').then((x) => x.ru),
  th: () => import('./locales/th.ts').then((x) => x.th),
  tr: () => import('./locales/tr.ts').then((x) => x.tr),
  uk: () => import('./locales/uk.ts').then((x) => x.uk),
  vi: () => import('./locales/vi.ts').then((x) => x.vi),
  'zh-CN': () => import('./locales/zh-CN.ts').then((x) => x.zhCN),
  'zh-HK': () => import('./locales/zh-HK.ts').then((x) => x.zhHK),
  'zh-TW': () => import('./locales/zh-TW.ts').then((x) => x.zhTW),
} satisfies CatalogueImports<Messages>

/** A promise that says, once settled, how (React's `use` reads it at once). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: T
  reason?: unknown
}

const loaded = new Map<Language, TrackedPromise<Messages>>()

/**
 * Latch's catalogue for a language: `loadMessages('ja')`. Any BCP 47 tag
 * is taken, and matched to the closest language Latch speaks
 * (`matchLanguage`: `'pt'` gives `pt-BR`, an unknown one English). Each
 * catalogue is fetched once; English is already there. The promise is the
 * same on every call, so `LatchProvider`'s `language` renders without
 * suspending once it has settled. A failed fetch is tried again next call.
 */
export function loadMessages(language: string): Promise<Messages> {
  const matched = matchLanguage([language])
  let promise = loaded.get(matched)
  if (!promise) {
    const loading: TrackedPromise<Messages> = loadCatalogue(
      loaders,
      en,
      matched,
    )
    // English is there at once: settled from the start, for React's `use`
    // (which marks any other one pending itself).
    if (matched === 'en')
      Object.assign(loading, { status: 'fulfilled', value: en })
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason })
        loaded.delete(matched)
      },
    )
    loaded.set(matched, loading)
    promise = loading
  }
  // Remembered by the tag asked for: `LatchProvider`'s `locale` renders it
  // at once.
  if (promise.status === 'fulfilled')
    loadedMessages.set(language, promise.value!)
  else
    promise.then(
      (value) => loadedMessages.set(language, value),
      () => {},
    )
  return promise
}
