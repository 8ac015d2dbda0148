import { useWalletConnection } from '@latch/react'
import { useAppOptions } from '../AppOptions.ts'
import { useAppMessages } from '../appMessages.ts'
import { APP_NAME } from '../config/app.ts'
import { useConnectedViews } from '../useConnectedViews.ts'
import styles from './Home.module.css'

/** The home page: an introduction; once connected, the wallet's actions. */
export function Home() {
  const t = useAppMessages().app
  const { status, account } = useWalletConnection()
  const connected = status === 'connected' && !!account
  const views = useConnectedViews()
  const { walletButton: WalletButton } = useAppOptions()
  return (
    <>
      <section className={styles.intro}>
        <h1 className={styles.title}>{connected ? t.title : APP_NAME}</h1>
        <p className={styles.lead}>{connected ? t.connectedIntro : t.intro}</p>
        {WalletButton && <WalletButton />}
      </section>
      {connected && views && <views.ConnectedActions />}
    </>
  )
}
