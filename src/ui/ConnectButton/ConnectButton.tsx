import { useState } from 'react'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import { AccountPanel } from '../AccountPanel/AccountPanel.tsx'
import { ConnectDialog } from '../ConnectDialog/ConnectDialog.tsx'
import styles from './ConnectButton.module.css'

/**
 * The header's wallet control: *Connect wallet*, the account once connected,
 * and while a stored session is restored a placeholder of the same size.
 */
export function ConnectButton() {
  const { status, account } = useWalletConnection()
  const [open, setOpen] = useState(false)

  if (status === 'reconnecting')
    return (
      <output className={styles.placeholder} aria-busy="true">
        Restoring your session…
      </output>
    )
  if (status === 'connected' && account) return <AccountPanel />
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
      >
        Connect wallet
      </button>
      <ConnectDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
