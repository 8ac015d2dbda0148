import { type Language, languages } from '@latch/react'

/** The visitor's language and theme, kept in cookies for the server's render. */
export type Preferences = {
  language: Language
  theme: 'system' | 'light' | 'dark'
}

/** The preferences in the request's cookies; anything else gets the defaults. */
export function readPreferences(
  cookie: (name: string) => string | undefined,
): Preferences {
  const language = cookie('language')
  const theme = cookie('theme')
  return {
    language:
      language && Object.hasOwn(languages, language)
        ? (language as Language)
        : 'en',
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
  }
}
