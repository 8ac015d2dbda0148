'use client'

import { useId, useState } from 'react'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { NotInstalledHelp } from '../ConnectDialog/NotInstalledHelp.tsx'
import { WalletIcon } from '../ConnectDialog/WalletIcon.tsx'
import { useWalletButton } from './useWalletButton.tsx'
import { WalletButtonCustom } from './WalletButtonCustom.tsx'

export type WalletButtonProps = {
  /**
   * A wallet of the config's list: a wallet's id (a built-in's, as
   * `metaMask()` has, or a descriptor of the dapp's own) or
   * an EIP-6963 rdns (`io.metamask`). Any other id throws
   * `WalletNotListedError` as it renders, naming the ids there are.
   */
  wallet: string
}

/**
 * A button that connects one wallet, named and drawn as the connect dialog
 * shows it, through the dialog's own steps: *Confirm in {wallet}* while its
 * prompt is open, a failure's alert with *Try again*, a browser wallet that
 * is not installed with what it is and where to get one, a wallet that is
 * not set up on this site disabled; a wallet that pairs (WalletConnect)
 * opens a dialog with its QR code, or on a phone its app's link. Nothing
 * while an EIP-6963 wallet it names is not announced.
 */
export function WalletButton(props: WalletButtonProps) {
  const messages = useMessages()
  const t = messages.connect
  const { render, option, prepare, dialog } = useWalletButton(props.wallet)
  const [help, setHelp] = useState(false)
  const statusId = useId()
  const helpId = useId()
  const { wallet, ready, phase, error } = render
  if (!wallet) return null
  const notInstalled = !!option && !option.installed
  const pending = phase === 'loading' || phase === 'connecting'
  // A wallet that pairs tells of its attempt in its dialog.
  const inline = !option?.pairing
  const disabled = (!ready && !notInstalled) || pending
  let status = ''
  if (pending && inline) status = t.confirmIn(wallet.name)
  else if (option?.unavailable) status = t.notConfigured
  return (
    <div
      className="latch-wallet-button"
      lang={messages.lang}
      dir={messages.dir}
    >
      <button
        type="button"
        className="latch-button latch-button--secondary latch-wallet-button__button"
        data-wallet-id={wallet.id}
        aria-disabled={disabled || undefined}
        aria-busy={pending || undefined}
        aria-expanded={notInstalled ? help : undefined}
        aria-controls={notInstalled ? helpId : undefined}
        aria-describedby={statusId}
        onClick={
          disabled
            ? undefined
            : notInstalled
              ? () => setHelp(!help)
              : render.connect
        }
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
      >
        <WalletIcon icon={wallet.icon} />
        <bdi>
          {option?.kind === 'browser'
            ? messages.wallet.browserWallet
            : wallet.name}
        </bdi>
      </button>
      <p id={statusId} role="status" className="latch-status">
        {status}
      </p>
      {inline && error && (
        <>
          <p role="alert" className="latch-alert">
            {errorMessage(error, messages)}
          </p>
          {error.name === 'ProviderNotFoundError' && <NotInstalledHelp />}
          <button
            type="button"
            className="latch-button latch-button--primary"
            onClick={render.connect}
          >
            {t.tryAgain}
          </button>
        </>
      )}
      {notInstalled && (
        <div id={helpId} hidden={!help}>
          <NotInstalledHelp />
        </div>
      )}
      {dialog}
    </div>
  )
}

/** `WalletButton.Custom`: draw your own one-wallet button (`WalletButtonCustom`). */
WalletButton.Custom = WalletButtonCustom
