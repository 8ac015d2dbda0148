import { AddToken, NetworkMenu, SignIn, SignMessage } from '@latch/react'
import { useAppOptions } from '../AppOptions.ts'
import styles from './Home.module.css'

/**
 * What a connected visitor does on the home page: sign in (when the build
 * has a Sign-In with Ethereum backend), switch network, sign, add a token.
 */
export function ConnectedActions() {
  const { tokens } = useAppOptions()
  return (
    <div className={styles.grid}>
      <SignIn />
      <NetworkMenu />
      <SignMessage />
      <AddToken suggestions={tokens} />
    </div>
  )
}
