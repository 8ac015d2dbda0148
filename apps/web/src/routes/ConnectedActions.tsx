import { AddToken, NetworkMenu, SignIn, SignMessage } from '@latch/react'
import { lazy, Suspense } from 'react'
import { useAppOptions } from '../AppOptions.ts'
import styles from './Home.module.css'

// The devnet's Send form, a chunk of its own: production shows none.
const SendForm = lazy(() =>
  import('../send/SendForm.tsx').then((x) => ({ default: x.SendForm })),
)

/**
 * What a connected visitor does on the home page: sign in (when the build
 * has a Sign-In with Ethereum backend), switch network, sign, add a token;
 * on the devnet, send.
 */
export function ConnectedActions() {
  const { tokens } = useAppOptions()
  return (
    <div className={styles.grid}>
      <SignIn />
      <NetworkMenu />
      <SignMessage />
      <AddToken suggestions={tokens} />
      {tokens.length > 0 && (
        <Suspense fallback={null}>
          <SendForm />
        </Suspense>
      )}
    </div>
  )
}
