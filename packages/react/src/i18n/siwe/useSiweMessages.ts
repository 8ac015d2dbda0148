'use client'

import { useLocalized } from '../useLocalized.ts'
import { type SiweMessages, siweMessages } from './en.ts'
import { loadSiweMessages } from './loadSiweMessages.ts'

/** Sign-In with Ethereum's texts in the catalogue's language, once loaded; English until then. */
export function useSiweMessages(): SiweMessages {
  return useLocalized(loadSiweMessages, siweMessages)
}
