import { WalletButton } from '@latch/react'
import { devWalletInfo } from './devWalletInfo.ts'

/**
 * The home page's one-wallet button in devnet builds: the Dev wallet in one
 * click, beside the header's *Connect wallet*. A chunk of its own, fetched
 * while the page is idle: the first paint carries none of it.
 */
export function DevWalletButton() {
  return <WalletButton wallet={devWalletInfo.rdns} />
}
