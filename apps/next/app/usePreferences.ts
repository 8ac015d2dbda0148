'use client'

import { createContext, useContext } from 'react'
import type { Preferences } from './preferences'

/** The preferences and how to change them. */
export const PreferencesContext = createContext<{
  preferences: Preferences
  choose: (next: Partial<Preferences>) => void
}>({
  preferences: { language: 'en', theme: 'system' },
  choose: () => {},
})

/** The current preferences (`Providers` holds them). */
export function usePreferences() {
  return useContext(PreferencesContext)
}
