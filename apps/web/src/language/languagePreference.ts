/** Where the visitor's language choice is kept between visits. */
export const languageStorageKey = 'latch.language'

/** The stored choice (a language tag), or `undefined` (none, or unreadable). */
export function readLanguagePreference(
  storage: Pick<Storage, 'getItem'> | undefined,
): string | undefined {
  try {
    return storage?.getItem(languageStorageKey) ?? undefined
  } catch {
    // Storage access throws in some privacy modes: the browser's languages decide.
    return undefined
  }
}

/** Keeps the choice for the next visit (best effort). */
export function saveLanguagePreference(
  storage: Pick<Storage, 'setItem'> | undefined,
  language: string,
): void {
  try {
    storage?.setItem(languageStorageKey, language)
  } catch {}
}

/** `<html lang dir>`: the page says which language it is in, and its direction. */
export function applyLanguage(
  root: HTMLElement,
  { lang, dir }: { lang: string; dir: 'ltr' | 'rtl' },
): void {
  root.lang = lang
  root.dir = dir
}
