import type { Language } from './languageTags.ts'

/**
 * A family of catalogues: for every language Latch speaks but English, a
 * function importing its file (`() => import('./ja.ts').then((x) => x.ja)`),
 * so that each is a chunk of its own. Declared with
 * `satisfies CatalogueImports<texts>`, a language without its import fails
 * the type-check.
 */
export type CatalogueImports<texts> = {
  readonly [language in Exclude<Language, 'en'>]: () => Promise<texts>
}

/**
 * The catalogue of `language` in `imports`, fetched the first time it is
 * asked for; `english` for English, and for a tag `imports` has no catalogue
 * for. Latch's catalogues and the Latch front end's load through it.
 */
export async function loadCatalogue<texts>(
  imports: Partial<CatalogueImports<texts>>,
  english: texts,
  language: string,
): Promise<texts> {
  // Own keys only: `'constructor'` is not a language.
  return Object.hasOwn(imports, language)
    ? imports[language as keyof typeof imports]!()
    : english
}
