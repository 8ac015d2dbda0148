import { WalletButton } from '@latch/react'
import { devWalletInfo } from './devWalletInfo.ts'
import styles from './routes/Home.module.css'

/**
 * The home page's one-wallet button in devnet builds: the Dev wallet in one
 * click, beside the header's *Connect wallet*. A chunk of its own: the first
 * paint carries none of it.
 */
export function DevWalletButton() {
  return (
    <div className={styles.walletButton}>
      <WalletButton wallet={devWalletInfo.rdns} />
    </div>
  )
}
