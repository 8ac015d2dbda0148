import {
  AddToken,
  NetworkMenu,
  SignMessage,
  useWalletConnection,
} from '@latch/react'
import { useAppOptions } from '../AppOptions.ts'
import { useAppMessages } from '../appMessages.ts'
import { APP_NAME } from '../config/app.ts'
import styles from './Home.module.css'

/** The home page: an introduction; once connected, the wallet's actions. */
export function Home() {
  const t = useAppMessages().app
  const { status, account } = useWalletConnection()
  const { tokens } = useAppOptions()
  const connected = status === 'connected' && !!account
  return (
    <>
      <section className={styles.intro}>
        <h1 className={styles.title}>{connected ? t.title : APP_NAME}</h1>
        <p className={styles.lead}>{connected ? t.connectedIntro : t.intro}</p>
      </section>
      {connected && (
        <div className={styles.grid}>
          <NetworkMenu />
          <SignMessage />
          <AddToken suggestions={tokens} />
        </div>
      )}
    </>
  )
}
