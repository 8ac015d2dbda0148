/** The visitor's theme choice: follow the system, or force light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark'

/** Where the choice is kept between visits. */
export const themeStorageKey = 'latch.theme'

const preferences: readonly ThemePreference[] = ['system', 'light', 'dark']

/** The stored choice; `system` when none (or storage is unreadable). */
export function readThemePreference(
  storage: Pick<Storage, 'getItem'> | undefined,
): ThemePreference {
  try {
    const value = storage?.getItem(themeStorageKey)
    return preferences.find((x) => x === value) ?? 'system'
  } catch {
    // Storage access throws in some privacy modes: the system theme it is.
    return 'system'
  }
}

/** Keeps the choice for the next visit (best effort). */
export function saveThemePreference(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  preference: ThemePreference,
): void {
  try {
    if (preference === 'system') storage?.removeItem(themeStorageKey)
    else storage?.setItem(themeStorageKey, preference)
  } catch {}
}

/**
 * Applies the choice to `<html data-theme>`, which `theme.css` reads: no
 * attribute follows `prefers-color-scheme`.
 */
export function applyThemePreference(
  root: HTMLElement,
  preference: ThemePreference,
): void {
  if (preference === 'system') delete root.dataset.theme
  else root.dataset.theme = preference
}
