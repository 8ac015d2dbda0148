import { createContext, useContext } from 'react'
import { en } from './locales/en.ts'

/**
 * The Latch front end's own texts (its pages, footer, theme and language
 * controls), in English; the wallet UI's come from `@latch/react`'s
 * catalogue. The other languages are in `locales/`, loaded on demand.
 */
export const appMessages = en

/** The shape of every language's app texts: English's keys. */
export type AppMessages = typeof appMessages

/** The app texts in the visitor's language; English outside a provider. */
export const AppMessagesContext = createContext<AppMessages>(appMessages)

/** The front end's own texts. */
export function useAppMessages(): AppMessages {
  return useContext(AppMessagesContext)
}
