import {
  type CatalogueImports,
  type Language,
  loadCatalogue,
} from '@latch/react'
import type { AppMessages } from '../appMessages.ts'
import { en } from '../locales/en.ts'

// One chunk per language, as the kit's catalogues: fetched when chosen.
const loaders = {
  ar: () => import('../locales/ar.ts').then((x) => x.ar),
  de: () => import('../locales/de.ts').then((x) => x.de),
  'es-419': () => import('../locales/es-419.ts').then((x) => x.es419),
  fr: () => import('../locales/fr.ts').then((x) => x.fr),
  he: () => import('../locales/he.ts').then((x) => x.he),
  hi: () => import('../locales/hi.ts').then((x) => x.hi),
  id: () => import('../locales/id.ts').then((x) => x.id),
  ja: () => import('../locales/ja.ts').then((x) => x.ja),
  ko: () => import('../locales/ko.ts').then((x) => x.ko),
  ms: () => import('../locales/ms.ts').then((x) => x.ms),
  'pt-BR': () => import('../locales/pt-BR.ts').then((x) => x.ptBR),
  ru: () => import('../locales/ru.ts').then((x) => x.ru),
  th: () => import('../locales/th.ts').then((x) => x.th),
  tr: () => import('../locales/tr.ts').then((x) => x.tr),
  uk: () => import('../locales/uk.ts').then((x) => x.uk),
  vi: () => import('../locales/vi.ts').then((x) => x.vi),
  'zh-CN': () => import('../locales/zh-CN.ts').then((x) => x.zhCN),
  'zh-HK': () => import('../locales/zh-HK.ts').then((x) => x.zhHK),
  'zh-TW': () => import('../locales/zh-TW.ts').then((x) => x.zhTW),
} satisfies CatalogueImports<AppMessages>

/**
 * The front end's own texts in `language` (English is in the first paint);
 * no React: apps/next's server layout reads them too.
 */
export function loadAppMessages(language: Language): Promise<AppMessages> {
  return loadCatalogue(loaders, en, language)
}
