'use client'

import { useEffect, useState } from 'react'
import { useMessages } from './MessagesContext.ts'

/**
 * Texts of your own in the language Latch's components speak: `load(lang)`
 * fetches them (one chunk per language), `english` shows until they arrive
 * and when `load` fails. `load` is called again only when the language
 * changes; keep it a module-level function.
 */
export function useLocalized<texts>(
  load: (lang: string) => Promise<texts>,
  english: texts,
): texts {
  const { lang } = useMessages()
  const [loaded, setLoaded] = useState({ lang: 'en', texts: english })
  useEffect(() => {
    if (loaded.lang === lang) return
    let active = true
    load(lang).then(
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
  return loaded.texts
}
