import { AddToken, NetworkMenu, SignMessage } from '@latch/react'
import { Suspense } from 'react'
import { useAppOptions } from '../AppOptions.ts'
import styles from './Home.module.css'

/**
 * What a connected visitor does on the home page: sign in (when the build
 * has a Sign-In with Ethereum backend), switch network, sign, add a token;
 * on the devnet, send.
 */
export function ConnectedActions() {
  // The devnet's Send form (`installDevnet`), a chunk of its own.
  const { tokens, send: SendForm, signIn: SignIn } = useAppOptions()
  return (
    <>
      {/* A row of its own: in the grid it took a card's column. */}
      {SignIn && (
        <div className={styles.signIn}>
          <SignIn />
        </div>
      )}
      <div className={styles.grid}>
        <NetworkMenu />
        <SignMessage />
        <AddToken suggestions={tokens} />
        {SendForm && (
          <Suspense fallback={null}>
            <SendForm />
          </Suspense>
        )}
      </div>
    </>
  )
}
