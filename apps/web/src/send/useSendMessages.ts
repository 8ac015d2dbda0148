import { useMessages } from '@latch/react'
import { useEffect, useState } from 'react'
import { loadSendMessages } from './loadSendMessages.ts'
import { type SendMessages, sendMessages } from './sendMessages.ts'

/** The Send form's texts in the page's language (the kit catalogue's), once loaded; English until then. */
export function useSendMessages(): SendMessages {
  const { lang } = useMessages()
  const [loaded, setLoaded] = useState<{ lang: string; t: SendMessages }>({
    lang: 'en',
    t: sendMessages,
  })
  useEffect(() => {
    if (loaded.lang === lang) return
    let active = true
    loadSendMessages(lang).then(
      (t) => {
        if (active) setLoaded({ lang, t })
      },
      () => {},
    )
    return () => {
      active = false
    }
  }, [lang, loaded.lang])
  return loaded.t
}
