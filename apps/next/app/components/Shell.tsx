'use client'

import { ConnectButton, UnsupportedNetworkBanner } from '@latch/react'
import type { ReactNode } from 'react'
import { useAppMessages } from '../../../web/src/appMessages.ts'
import { Controls } from './Controls'

/** The shell around every page: the wallet button, the page, the footer. */
export function Shell({ children }: { children: ReactNode }) {
  const messages = useAppMessages()
  return (
    <div className="shell">
      <header className="header">
        <a href="/" className="brand">
          Latch
        </a>
        <ConnectButton />
      </header>
      <main>
        <UnsupportedNetworkBanner />
        {children}
      </main>
      <footer className="footer">
        {/* The WalletConnect SDK's licence asks for this notice and a copy
            of the licence with the app (public/licenses.md). */}
        <p className="note">
          {messages.app.walletConnectNotice}{' '}
          <a href="/licenses.md">{messages.app.licences}</a>
        </p>
        <Controls />
      </footer>
    </div>
  )
}
