'use client'

import type { LatchConfig } from '@latch/core'
import type { SiweClient, SiweOptions } from '@latch/core/siwe'
import { useEffect, useState } from 'react'
import { useMessages } from '../i18n/MessagesContext.ts'
import { useSiweClient } from './useSiweClient.ts'

/**
 * `LatchProvider`'s Sign-In with Ethereum client, made in a chunk of its own
 * (rendered only when the dapp turns it on) and handed up to the provider
 * (internal): a first paint without it carries none of its code. It is
 * handed up once the SIWE texts of the catalogue's language are loaded
 * (while the session is read): `SignIn` and the connect dialog's sign-in
 * step, shown only with a client, speak the language in their first render.
 */
export function SiweClientLoader(props: {
  config: LatchConfig
  options: SiweOptions
  onClient: (client: SiweClient | null) => void
}) {
  const client = useSiweClient(props.config, props.options)
  const { lang } = useMessages()
  const [texts, setTexts] = useState(false)
  useEffect(() => {
    let active = true
    // Failed: the components read English, as they would without this.
    const done = () => {
      if (active) setTexts(true)
    }
    // Imported here, not with this file: the first paint's code then names
    // none of their chunks (it preloads a lazy chunk's imports).
    Promise.all([
      import('../i18n/useLocalized.ts'),
      import('../i18n/siwe/importSiweMessages.ts'),
    ])
      .then(([x, y]) => x.loadLocalized(y.importSiweMessages, lang))
      .then(done, done)
    return () => {
      active = false
    }
  }, [lang])
  const { onClient } = props
  useEffect(() => {
    if (texts) onClient(client ?? null)
  }, [texts, client, onClient])
  return null
}
