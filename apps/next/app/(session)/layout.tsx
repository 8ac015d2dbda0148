import '@latch/react/styles.css'
import '../globals.css'
import { initialStateFromCookie } from '@latch/core'
import { languages } from '@latch/react'
import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import type { ReactNode } from 'react'
import { loadAppMessages } from '../../../web/src/language/loadAppMessages.ts'
import { Shell } from '../components/Shell'
import { appConfig } from '../latch'
import { Providers } from '../Providers'
import { readPreferences } from '../preferences'

/** The page's title and description, in the visitor's language. */
export async function generateMetadata(): Promise<Metadata> {
  const jar = await cookies()
  const preferences = readPreferences((name) => jar.get(name)?.value)
  const messages = await loadAppMessages(preferences.language)
  return { title: 'Latch', description: messages.app.intro }
}

/**
 * The page around every route, rendered for each request (the policy's nonce
 * is per request): the visitor's session, language and theme from the
 * request's cookies, so the first HTML is already theirs.
 */
export default async function RootLayout({
  children,
}: {
  children: ReactNode
}) {
  const jar = await cookies()
  const request = await headers()
  // The server's config reads the `Cookie` header alone: no `window` here.
  const initialState = initialStateFromCookie(
    appConfig('http://localhost'),
    request.get('cookie'),
  )
  const preferences = readPreferences((name) => jar.get(name)?.value)
  // The app's own texts (apps/web's catalogues), in the cookie's language.
  const messages = await loadAppMessages(preferences.language)
  return (
    <html
      lang={preferences.language}
      dir={languages[preferences.language].dir}
      data-theme={preferences.theme}
    >
      <body>
        <Providers
          initialState={initialState}
          preferences={preferences}
          messages={messages}
        >
          <Shell>{children}</Shell>
        </Providers>
      </body>
    </html>
  )
}
