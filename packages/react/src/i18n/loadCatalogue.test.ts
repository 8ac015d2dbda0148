import { expect, test } from 'vitest'
import { languageTags } from './languageTags.ts'
import { type CatalogueImports, loadCatalogue } from './loadCatalogue.ts'

const english = { title: 'Your vault' }
type Texts = typeof english

// A family of catalogues in every language but English, each saying its tag.
const imports = Object.fromEntries(
  languageTags
    .filter((x) => x !== 'en')
    .map((tag) => [tag, () => Promise.resolve({ title: tag })]),
) as unknown as CatalogueImports<Texts>

test('each language its own catalogue; English, and a tag without one, English', async () => {
  for (const tag of languageTags)
    expect((await loadCatalogue(imports, english, tag)).title).toBe(
      tag === 'en' ? english.title : tag,
    )
  expect(await loadCatalogue(imports, english, 'tlh')).toBe(english)
  expect(await loadCatalogue(imports, english, '')).toBe(english)
  expect(await loadCatalogue({ fr: imports.fr }, english, 'de')).toBe(english)
})

test('a name every object has is not a language: English', async () => {
  for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
    expect(await loadCatalogue(imports, english, name), name).toBe(english)
})

test('a family missing a language, or with one Latch does not speak, fails the type-check', () => {
  const { ja: _, ...withoutJapanese } = imports
  // @ts-expect-error: `ja` is missing
  const missing: CatalogueImports<Texts> = withoutJapanese
  const extra = {
    ...imports,
    // @ts-expect-error: Latch does not speak Klingon
    tlh: () => Promise.resolve(english),
  } satisfies CatalogueImports<Texts>
  // @ts-expect-error: a catalogue of another shape
  const wrong: CatalogueImports<Texts> = { ...imports, ja: async () => ({}) }
  expect([missing, extra, wrong]).toHaveLength(3)
})
