import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { APP_NAME } from '../config/app.ts'
import { ConnectButton } from '../ui/ConnectButton/ConnectButton.tsx'
import styles from './Layout.module.css'

/** The shell around every page: the header with the wallet control. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          {APP_NAME}
        </Link>
        <ConnectButton />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  )
}
