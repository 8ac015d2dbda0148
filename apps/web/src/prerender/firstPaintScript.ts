import type { LatchConfig } from '@latch/core'
import { languages, storedAccountScript } from '@latch/react'
import { languageStorageKey } from '../language/languagePreference.ts'
import { themeStorageKey } from '../ThemeSwitch/themePreference.ts'

/** What the page script needs of the app, fixed at build time. */
export type FirstPaintData = {
  themeKey: string
  languageKey: string
  /** Every language tag the app offers (the stored choice must be one). */
  offered: string[]
  /** The primary languages the kit speaks (`fr` for `fr-CA`, …). */
  spoken: string[]
}

export type FirstPaintScriptParameters = {
  /** Languages a build adds (the devnet's pseudo-locale). */
  extraLanguages?: readonly { tag: string }[] | undefined
}

/**
 * The inline script of the prerendered page (its hash is in the policy): the
 * visitor's theme before the first paint; for a visitor whose language is
 * not English, the prerendered English hidden until the app renders in
 * theirs (no flash of English); else the stored account painted into the
 * header (`storedAccountScript`), so a returning visitor's first paint
 * shows it.
 */
export function firstPaintScript(
  config: LatchConfig,
  parameters: FirstPaintScriptParameters = {},
): string {
  const tags = Object.keys(languages)
  const data: FirstPaintData = {
    themeKey: themeStorageKey,
    languageKey: languageStorageKey,
    offered: [...tags, ...(parameters.extraLanguages ?? []).map((x) => x.tag)],
    spoken: [...new Set(tags.map((tag) => new Intl.Locale(tag).language))],
  }
  return `if((${prepareFirstPaint.toString()})(${JSON.stringify(data)}))${storedAccountScript(config)}`
}

/**
 * The script's first half: self-contained (inlined as its source text).
 * Returns whether the page is to show in English, as built.
 */
export function prepareFirstPaint(data: FirstPaintData): boolean {
  let stored: string | null = null
  try {
    const theme = localStorage.getItem(data.themeKey)
    if (theme === 'light' || theme === 'dark') {
      document.documentElement.dataset.theme = theme
      const radio = document.querySelector(
        `[data-theme-switch] input[value="${theme}"]`,
      )
      if (radio instanceof HTMLInputElement) radio.checked = true
    }
    stored = localStorage.getItem(data.languageKey)
  } catch {
    // Storage that throws: the system theme, the browser's languages.
  }
  // As the app chooses: the stored choice if offered, else the first of the
  // browser's languages the kit speaks, else English.
  let english = true
  if (stored !== null && data.offered.includes(stored))
    english = stored === 'en'
  else
    for (const tag of navigator.languages ?? []) {
      let language: string
      try {
        language = new Intl.Locale(tag).language
      } catch {
        continue
      }
      if (!data.spoken.includes(language)) continue
      english = language === 'en'
      break
    }
  if (!english) {
    const root = document.getElementById('root')
    if (root) root.hidden = true
  }
  return english
}
