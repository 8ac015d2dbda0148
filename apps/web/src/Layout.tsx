import { ConnectButton } from '@latch/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
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
          <svg
            className={styles.logo}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
          >
            <rect width="24" height="24" rx="6" className={styles.logoBody} />
            <path d="M8 11V8.5a4 4 0 0 1 8 0V11" className={styles.shackle} />
            <rect
              x="6.5"
              y="11"
              width="11"
              height="8"
              rx="2"
              className={styles.lock}
            />
          </svg>
          <span>{APP_NAME}</span>
        </Link>
        <ConnectButton />
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
