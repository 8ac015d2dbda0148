import { AddToken, NetworkMenu, SignMessage } from '@latch/react'
import { useAppOptions } from '../AppOptions.ts'
import styles from './Home.module.css'

/** What a connected visitor does on the home page: switch network, sign, add a token. */
export function ConnectedActions() {
  const { tokens } = useAppOptions()
  return (
    <div className={styles.grid}>
      <NetworkMenu />
      <SignMessage />
      <AddToken suggestions={tokens} />
    </div>
  )
}
