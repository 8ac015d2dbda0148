'use client'

import {
  LatchFirstPaintScript,
  LatchProvider,
  type LatchTheme,
  languages,
} from '@latch/react'
import { type ReactNode, useRef, useState } from 'react'
import type { State } from 'wagmi'
import {
  type AppMessages,
  AppMessagesContext,
} from '../../web/src/appMessages.ts'
import { loadAppMessages } from '../../web/src/language/loadAppMessages.ts'
import { installDevWallet } from './installDevWallet'
import { appConfig, devnet } from './latch'
import type { Preferences } from './preferences'
import { PreferencesContext } from './usePreferences'

export type ProvidersProps = {
  /** The visitor's session, as the server read it from the request's cookie. */
  initialState: State | undefined
  /** The language and theme the server rendered (their cookies). */
  preferences: Preferences
  /** The app's own texts in that language (apps/web's catalogues). */
  messages: AppMessages
  /**
   * A static route's (no session from the server): Latch's first-paint
   * script, before the page, draws a returning visitor's account.
   */
  firstPaint?: boolean | undefined
  children: ReactNode
}

// The Dev wallet, in devnet builds only, announced before the first render
// (EIP-6963): a production build has `devnet` false and drops it.
if (devnet && typeof window !== 'undefined') installDevWallet()

/** The config (its chains, transports and wallets hold functions) made on each side, and the providers. */
export function Providers(props: ProvidersProps) {
  // The devnet's nodes are behind the page's own origin: on the server there
  // is no `location`, and nothing is fetched there, so any origin will do.
  const latch = appConfig(
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  )
  const [preferences, setPreferences] = useState(props.preferences)
  const [messages, setMessages] = useState(props.messages)
  const latest = useRef(props.preferences.language)
  const choose = (next: Partial<Preferences>) => {
    const chosen = { ...preferences, ...next }
    setPreferences(chosen)
    const { language } = next
    if (language) {
      // Its own chunk, fetched when chosen (as the kit's catalogue is); a
      // language chosen since wins.
      latest.current = language
      void loadAppMessages(language).then((loaded) => {
        if (latest.current === language) setMessages(loaded)
      })
    }
    const root = document.documentElement
    root.lang = chosen.language
    root.dir = languages[chosen.language].dir
    root.dataset.theme = chosen.theme
    // A year, for the server's next render; nothing secret.
    for (const [key, value] of Object.entries(next)) {
      const secure = location.protocol === 'https:' ? '; Secure' : ''
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4
      document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    }
  }
  const theme: LatchTheme = preferences.theme
  return (
    <LatchProvider
      config={latch}
      initialState={props.initialState}
      locale={preferences.language}
      theme={theme}
    >
      {props.firstPaint && <LatchFirstPaintScript />}
      <PreferencesContext.Provider value={{ preferences, choose }}>
        <AppMessagesContext.Provider value={messages}>
          {props.children}
        </AppMessagesContext.Provider>
      </PreferencesContext.Provider>
    </LatchProvider>
  )
}
