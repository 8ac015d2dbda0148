import { type CatalogueImports, loadCatalogue } from '@latch/react'
import { type SendMessages, sendMessages } from './sendMessages.ts'

// One chunk per language, fetched the first time it is asked for.
const catalogues = {
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
} satisfies CatalogueImports<SendMessages>

/** The Send form's texts in `lang` (a language Latch ships), English otherwise. */
export function loadSendMessages(lang: string): Promise<SendMessages> {
  return loadCatalogue(catalogues, sendMessages, lang)
}
