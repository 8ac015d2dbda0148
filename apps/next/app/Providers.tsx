'use client'

import { LatchProvider, type LatchTheme, languages } from '@latch/react'
import { type ReactNode, useState } from 'react'
import type { State } from 'wagmi'
import { installDevWallet } from './installDevWallet'
import { appConfig, devnet } from './latch'
import type { Preferences } from './preferences'
import { PreferencesContext } from './usePreferences'

export type ProvidersProps = {
  /** The visitor's session, as the server read it from the request's cookie. */
  initialState: State | undefined
  /** The language and theme the server rendered (their cookies). */
  preferences: Preferences
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
  const choose = (next: Partial<Preferences>) => {
    const chosen = { ...preferences, ...next }
    setPreferences(chosen)
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
      <PreferencesContext.Provider value={{ preferences, choose }}>
        {props.children}
      </PreferencesContext.Provider>
    </LatchProvider>
  )
}
