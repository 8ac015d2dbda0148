import { ConnectButton } from '@latch/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useAppOptions } from './AppOptions.ts'
import { useAppMessages } from './appMessages.ts'
import { APP_NAME } from './config/app.ts'
import { LanguageSwitch } from './LanguageSwitch/LanguageSwitch.tsx'
import styles from './Layout.module.css'
import { ThemeSwitch } from './ThemeSwitch/ThemeSwitch.tsx'
import { useConnectedViews } from './useConnectedViews.ts'

/**
 * The shell around every page: header with the wallet control, footer with
 * the language and the theme.
 */
export function Layout({ children }: { children: ReactNode }) {
  const t = useAppMessages()
  const views = useConnectedViews()
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          <span>{APP_NAME}</span>
        </Link>
        <ConnectButton {...useAppOptions().button} />
      </header>
      <main className={styles.main}>
        {views && <views.UnsupportedNetworkBanner />}
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.notes}>
          <p className={styles.note}>{t.app.footer}</p>
          {/* The WalletConnect SDK's licence asks for this notice and a copy
              of the licence with the app (the build's licences file). */}
          <p className={styles.note}>
            {t.app.walletConnectNotice}{' '}
            <a href="/licenses.md">{t.app.licences}</a>
          </p>
        </div>
        <div className={styles.controls}>
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </footer>
    </div>
  )
}
