import { useRef, useState } from 'react'
import type { Catalogues, LanguageOption } from './languageOptions.ts'
import { applyLanguage, saveLanguagePreference } from './languagePreference.ts'

export type UseLanguageChoiceParameters = {
  /** The language the page first rendered in, with its catalogues. */
  initial: { option: LanguageOption; catalogues: Catalogues }
  options: readonly LanguageOption[]
  storage: Pick<Storage, 'setItem'> | undefined
  /** The element whose `lang` and `dir` follow the choice; `<html>` by default. */
  root?: HTMLElement | undefined
}

/**
 * The page's language: the catalogues it renders with, and `choose(tag)`,
 * which fetches the other language's catalogues, then switches the page
 * (`<html lang dir>` with it) and remembers the choice. The page stays in
 * its language until they are there; of two quick choices, the last wins.
 */
export function useLanguageChoice({
  initial,
  options,
  storage,
  root,
}: UseLanguageChoiceParameters) {
  const [current, setCurrent] = useState(initial)
  const latest = useRef(initial.option.tag)
  const choose = (tag: string) => {
    const option = options.find((x) => x.tag === tag)
    if (!option) return
    latest.current = tag
    option.load().then(
      (catalogues) => {
        if (latest.current !== tag) return
        saveLanguagePreference(storage, tag)
        applyLanguage(root ?? document.documentElement, catalogues.messages)
        setCurrent({ option, catalogues })
      },
      // Not fetched (offline): the page stays as it is; choosing again retries.
      () => {
        if (latest.current === tag) latest.current = current.option.tag
      },
    )
  }
  return { language: current.option.tag, ...current.catalogues, choose }
}
