import '@latch/react/styles.css'
import './globals.css'
import { initialStateFromCookie } from '@latch/core'
import { languages } from '@latch/react'
import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Shell } from './components/Shell'
import { appConfig } from './latch'
import { Providers } from './Providers'
import { readPreferences } from './preferences'

export const metadata: Metadata = {
  title: 'Latch',
  description:
    'Connect a wallet: your account, its network, a signature, a token.',
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
  return (
    <html
      lang={preferences.language}
      dir={languages[preferences.language].dir}
      data-theme={preferences.theme}
    >
      <body>
        <Providers initialState={initialState} preferences={preferences}>
          <Shell>{children}</Shell>
        </Providers>
      </body>
    </html>
  )
}
