'use client'

import { createContext, useContext } from 'react'
import { en, type Messages } from './en.ts'

/** The catalogue the app speaks; English unless a provider says otherwise. */
export const MessagesContext = createContext<Messages>(en)

/** The current message catalogue. */
export function useMessages(): Messages {
  return useContext(MessagesContext)
}
