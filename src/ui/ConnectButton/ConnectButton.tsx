import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import { AccountButton } from '../AccountButton/AccountButton.tsx'
import { AccountDialog } from '../AccountDialog/AccountDialog.tsx'
import { ConnectDialog } from '../ConnectDialog/ConnectDialog.tsx'
import controls from '../controls.module.css'
import styles from './ConnectButton.module.css'

/**
 * The header's wallet control, in a slot of one fixed size whatever it
 * shows: *Connect wallet*; the account button once connected; and while a
 * stored session is restored, a placeholder (never a *Connect wallet* that
 * then disappears). It owns the connect and account dialogs.
 */
export function ConnectButton() {
  const t = useMessages()
  const { status, account, connector } = useWalletConnection()
  const connected = status === 'connected' && !!account
  const [dialog, setDialog] = useState<'connect' | 'account'>()
  const [announcement, setAnnouncement] = useState('')
  const slot = useRef<HTMLDivElement>(null)
  const slotButton = () => slot.current?.querySelector('button')

  // Connecting or disconnecting ends the dialog that led there, wherever
  // the change came from (the dialog, the wallet, another tab). Keyed on the
  // state, not on the dialog's callback: the dialog is gone by then.
  const wasConnected = useRef(connected)
  useEffect(() => {
    if (wasConnected.current === connected) return
    wasConnected.current = connected
    if (connected && dialog === 'connect' && connector)
      setAnnouncement(t.connect.connected(connector.name))
    setDialog(undefined)
  }, [connected, dialog, connector, t])

  let control: ReactNode
  if (status === 'reconnecting')
    control = (
      <output className={styles.placeholder} aria-busy="true">
        <span className={styles.shimmer} aria-hidden="true" />
        <span className={styles.placeholderText}>{t.wallet.restoring}</span>
      </output>
    )
  else if (connected)
    control = <AccountButton onClick={() => setDialog('account')} />
  else
    control = (
      <button
        type="button"
        className={`${controls.primary} ${styles.connect}`}
        aria-haspopup="dialog"
        onClick={() => setDialog('connect')}
      >
        {t.wallet.connect}
      </button>
    )

  return (
    <div ref={slot} className={styles.slot}>
      {control}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ConnectDialog
        open={dialog === 'connect' && !connected}
        onClose={() => setDialog(undefined)}
        returnFocus={slotButton}
      />
      <AccountDialog
        open={dialog === 'account' && connected}
        onClose={() => setDialog(undefined)}
        returnFocus={slotButton}
      />
    </div>
  )
}
