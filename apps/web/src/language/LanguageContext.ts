import { createContext, useContext } from 'react'
import type { LanguageOption } from './languageOptions.ts'

/** The page's language, the ones it offers, and how to change it. */
export type LanguageState = {
  language: string
  options: readonly LanguageOption[]
  choose: (tag: string) => void
}

/** The language control's state; English and no choice outside a provider. */
export const LanguageContext = createContext<LanguageState>({
  language: 'en',
  options: [],
  choose: () => {},
})

/** The page's language and how to change it. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext)
}
