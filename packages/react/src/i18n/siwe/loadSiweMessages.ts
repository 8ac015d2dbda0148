import { type CatalogueImports, loadCatalogue } from '../loadCatalogue.ts'
import { type SiweMessages, siweMessages } from './en.ts'

const catalogues = {
  ar: () => import('./ar.ts').then((x) => x.ar),
  de: () => import('./de.ts').then((x) => x.de),
  'es-419': () => import('./es-419.ts').then((x) => x.es419),
  fr: () => import('./fr.ts').then((x) => x.fr),
  he: () => import('./he.ts').then((x) => x.he),
  hi: () => import('./hi.ts').then((x) => x.hi),
  id: () => import('./id.ts').then((x) => x.id),
  ja: () => import('./ja.ts').then((x) => x.ja),
  ko: () => import('./ko.ts').then((x) => x.ko),
  ms: () => import('./ms.ts').then((x) => x.ms),
  'pt-BR': () => import('./pt-BR.ts').then((x) => x.ptBR),
  ru: () => import('./ru.ts').then((x) => x.ru),
  th: () => import('./th.ts').then((x) => x.th),
  tr: () => import('./tr.ts').then((x) => x.tr),
  uk: () => import('./uk.ts').then((x) => x.uk),
  vi: () => import('./vi.ts').then((x) => x.vi),
  'zh-CN': () => import('./zh-CN.ts').then((x) => x.zhCN),
  'zh-HK': () => import('./zh-HK.ts').then((x) => x.zhHK),
  'zh-TW': () => import('./zh-TW.ts').then((x) => x.zhTW),
} satisfies CatalogueImports<SiweMessages>

/** Sign-In with Ethereum's texts in `lang` (a language Latch ships), English otherwise. */
export function loadSiweMessages(lang: string): Promise<SiweMessages> {
  return loadCatalogue(catalogues, siweMessages, lang)
}
