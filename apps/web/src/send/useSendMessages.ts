import { useLocalized } from '@latch/react'
import { loadSendMessages } from './loadSendMessages.ts'
import { type SendMessages, sendMessages } from './sendMessages.ts'

/** The Send form's texts in the page's language (the kit catalogue's), once loaded; English until then. */
export function useSendMessages(): SendMessages {
  return useLocalized(loadSendMessages, sendMessages)
}
