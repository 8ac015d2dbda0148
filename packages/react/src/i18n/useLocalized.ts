'use client'

import { useEffect, useState } from 'react'
import { useMessages } from './MessagesContext.ts'

// What each `load` function resolved, by language: a later mount renders
// those texts in its first render, never English first.
const resolved = new WeakMap<
  (lang: string) => Promise<unknown>,
  Map<string, unknown>
>()

/**
 * Texts of your own in the language Latch's components speak: `load(lang)`
 * fetches them (one chunk per language), `english` shows until they arrive
 * and when `load` fails. What `load` resolved is remembered: a later mount
 * renders it at once. `load` is called again only when the language
 * changes; keep it a module-level function.
 */
export function useLocalized<texts>(
  load: (lang: string) => Promise<texts>,
  english: texts,
): texts {
  const { lang } = useMessages()
  const [loaded, setLoaded] = useState({ lang: 'en', texts: english })
  const known = resolved.get(load)?.get(lang) as texts | undefined
  useEffect(() => {
    if (loaded.lang === lang) return
    let active = true
    loadLocalized(load, lang).then(
      (texts) => {
        if (active) setLoaded({ lang, texts })
      },
      // A language without texts of its own reads English; not asked again.
      () => {
        if (active) setLoaded({ lang, texts: english })
      },
    )
    return () => {
      active = false
    }
  }, [lang, loaded.lang, load, english])
  return known ?? loaded.texts
}

/**
 * `load(lang)`, remembered once it resolves (internal): `useLocalized`
 * renders it at once from then on. Called ahead of the components that
 * show the texts (the SIWE client's loader loads the SIWE texts), their
 * first render speaks the language. A failure is not remembered. In this
 * file, not one of its own: its own chunk would be one more request before
 * a click.
 */
export async function loadLocalized<texts>(
  load: (lang: string) => Promise<texts>,
  lang: string,
): Promise<texts> {
  const known = resolved.get(load)
  if (known?.has(lang)) return known.get(lang) as texts
  const texts = await load(lang)
  const byLang = resolved.get(load) ?? new Map<string, unknown>()
  resolved.set(load, byLang.set(lang, texts))
  return texts
}
