import '@latch/react/styles.css'
import '../globals.css'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { en } from '../../../web/src/locales/en.ts'
import { Shell } from '../components/Shell'
import { Providers } from '../Providers'

export const metadata: Metadata = { title: 'Latch', description: en.app.intro }

// Rendered once, by `next build`: a request's cookies or headers read here
// would fail the build rather than quietly make the route dynamic.
export const dynamic = 'error'

/**
 * The root layout of the static routes: one HTML for every visitor, so no
 * session, language or theme of theirs and no nonce (its policy lists the
 * page's inline scripts by hash: `proxy.ts`). A returning visitor's account
 * is drawn by Latch's first-paint script, before any bundle runs, from
 * what their last visit stored.
 */
export default function StaticLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" data-theme="system">
      <body>
        <Providers
          initialState={undefined}
          preferences={{ language: 'en', theme: 'system' }}
          messages={en}
          firstPaint
        >
          <Shell>{children}</Shell>
        </Providers>
      </body>
    </html>
  )
}
