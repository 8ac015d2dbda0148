import {
  type Language,
  languages,
  loadMessages,
  type Messages,
} from '@latch/react'
import type { AppMessages } from '../appMessages.ts'
import { loadAppMessages } from './loadAppMessages.ts'

/** What a page in one language needs: the kit's texts and the app's. */
export type Catalogues = { messages: Messages; app: AppMessages }

/** A language the app offers: its tag, its own name, how to load it. */
export type LanguageOption = {
  tag: string
  name: string
  dir: 'ltr' | 'rtl'
  load: () => Promise<Catalogues>
}

/**
 * The languages the language control offers: every one the kit speaks
 * (both catalogues fetched together, in parallel), then `extra` ones (the
 * devnet build's pseudo-locale).
 */
export function languageOptions(
  extra: readonly LanguageOption[] = [],
): LanguageOption[] {
  return [
    ...(Object.keys(languages) as Language[]).map((tag) => ({
      tag,
      name: languages[tag].name,
      dir: languages[tag].dir,
      load: async () => {
        const [messages, app] = await Promise.all([
          loadMessages(tag),
          loadAppMessages(tag),
        ])
        return { messages, app }
      },
    })),
    ...extra,
  ]
}
