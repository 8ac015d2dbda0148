import type { WalletOption } from '@latch/core'
import type { PlatformOs } from '@latch/core/internal'
import { useContext, useEffect, useRef, useState } from 'react'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { usePrepareWallet } from '../../hooks/usePrepareWallet.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { walletAppLink } from '../../phone/phoneLinks.ts'
import { phoneWalletStore } from '../../phone/phoneWalletStore.ts'
import { WalletConnectQrCode } from '../WalletConnectQrCode/WalletConnectQrCode.tsx'
import {
  ConnectDialogOpenContext,
  WalletPickedContext,
} from './ConnectDialogOpenContext.ts'
import { GetWalletLink } from './GetWalletLink.tsx'
import { groupsOf } from './groupsOf.ts'
import { InAppBrowserNotice } from './InAppBrowserNotice.tsx'
import { NotInstalledOption } from './NotInstalledOption.tsx'
import { OptionButton } from './OptionButton.tsx'
import { OptionGroup } from './OptionGroup.tsx'
import { optionDescription } from './optionDescription.ts'
import { PhoneWaiting } from './PhoneWaiting.tsx'
import { PhoneWalletTile } from './PhoneWalletTile.tsx'
import { useAppOpened } from './useAppOpened.ts'
import { usePhonePairing } from './usePhonePairing.ts'
import { useViewFocus } from './useViewFocus.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * The connect dialog's list on a phone: each wallet app with a link for
 * this phone is a link that opens it with the pairing made as the dialog
 * opened; then the wait in the app (_Confirm in {wallet}_, reopen, _Get
 * {wallet}_ when nothing opened), a rejection, or the QR code for a wallet
 * of no app link. Any other wallet is picked as on a desktop (`onPick`).
 */
export function PhoneList(props: {
  options: readonly WalletOption[]
  os: Exclude<PlatformOs, 'desktop'>
  onPick: (option: WalletOption) => void
  onStatus: (status: string) => void
}) {
  const { options, os, onPick, onStatus } = props
  const messages = useMessages()
  const t = messages.connect
  const { appName } = useLatchConfig().latch
  const dialogOpen = useContext(ConnectDialogOpenContext)
  const onWalletPicked = useContext(WalletPickedContext)
  const prepare = usePrepareWallet()
  const pairing = usePhonePairing({
    enabled: dialogOpen,
    connectorId: pairingOptionOf(options)?.id,
  })
  // The wallet app the visitor tapped (or the QR code they asked for), and when.
  const [tapped, setTapped] = useState<{
    option: WalletOption
    at: number
    qr?: boolean
  }>()
  const appOpened = useAppOpened(
    tapped && !tapped.qr ? tapped.at : undefined,
    pairing.refreshIfStale,
  )
  const linkOf = (option: WalletOption) =>
    pairing.uri ? walletAppLink(option, pairing.uri, os) : undefined
  const tap = (option: WalletOption, qr?: boolean) => {
    phoneWalletStore.set(option.id)
    onWalletPicked?.(option.name)
    setTapped({ option, at: Date.now(), qr })
  }
  const startOver = () => {
    setTapped(undefined)
    pairing.restart()
  }

  const view = tapped
    ? tapped.qr
      ? 'qr'
      : pairing.isError
        ? 'failed'
        : 'waiting'
    : 'list'
  const status =
    view === 'waiting' && tapped
      ? t.confirmIn(tapped.option.name)
      : view === 'qr'
        ? pairing.uri
          ? messages.walletConnect.scan
          : messages.walletConnect.preparing
        : ''
  useEffect(() => onStatus(status), [status, onStatus])

  const body = useRef<HTMLDivElement>(null)
  useViewFocus(body, view, tapped?.option.id)

  return (
    <div ref={body} className="latch-connect-dialog">
      {view === 'list' && (
        <>
          <p className="latch-muted">{t.intro(appName)}</p>
          <InAppBrowserNotice />
          {pairing.isError && (
            <div className="latch-connect-dialog__failed">
              <p role="alert" className="latch-alert">
                {errorMessage(pairing.error, messages)}
              </p>
              <button
                type="button"
                className="latch-button latch-button--secondary"
                onClick={startOver}
              >
                {t.tryAgain}
              </button>
            </div>
          )}
          {groupsOf(options).map(({ group, options: grouped }) => (
            <OptionGroup key={group ?? ''} group={group}>
              <ul className="latch-connect-dialog__options">
                {grouped.map((option) => {
                  const app =
                    option.pairing && !option.unavailable && option.mobile?.[os]
                  return (
                    <li key={option.id}>
                      {app ? (
                        <PhoneWalletTile
                          option={option}
                          href={linkOf(option)}
                          description={optionDescription(
                            messages,
                            option,
                            true,
                          )}
                          autoFocus={option === options[0]}
                          onOpen={() => tap(option)}
                        />
                      ) : option.installed ? (
                        <OptionButton
                          option={option}
                          description={optionDescription(
                            messages,
                            option,
                            true,
                          )}
                          autoFocus={option === options[0]}
                          // A pairing is made already: its QR code, not a second one.
                          onPick={() =>
                            option.pairing ? tap(option, true) : onPick(option)
                          }
                          onPrepare={() => prepare(option)}
                        />
                      ) : (
                        <NotInstalledOption option={option} />
                      )}
                      {!app && <GetWalletLink option={option} touch />}
                    </li>
                  )
                })}
              </ul>
            </OptionGroup>
          ))}
        </>
      )}

      {view === 'waiting' && tapped && (
        <PhoneWaiting
          option={tapped.option}
          href={linkOf(tapped.option)}
          outcome={appOpened}
          onOpen={() => tap(tapped.option)}
          onRetry={() => tap(tapped.option)}
          onStartOver={startOver}
        />
      )}

      {view === 'failed' && tapped && pairing.error && (
        <div className="latch-connect-dialog__failed">
          <p className="latch-connect-dialog__wallet">
            <WalletIcon icon={tapped.option.icon} />
            <bdi>{tapped.option.name}</bdi>
          </p>
          <p role="alert" className="latch-alert">
            {pairing.error.name === 'UserRejectedRequestError'
              ? messages.phone.rejectedIn(tapped.option.name)
              : errorMessage(pairing.error, messages)}
          </p>
          <div className="latch-row">
            <button
              type="button"
              className="latch-button latch-button--primary"
              data-view-focus
              onClick={startOver}
            >
              {t.tryAgain}
            </button>
          </div>
        </div>
      )}

      {view === 'qr' && tapped && (
        <div className="latch-connect-dialog__pending">
          {pairing.uri ? (
            <WalletConnectQrCode uri={pairing.uri} />
          ) : (
            <div className="latch-connect-dialog__qr-placeholder">
              <span className="latch-spinner" aria-hidden="true" />
            </div>
          )}
          <button
            type="button"
            className="latch-button latch-button--secondary"
            data-view-focus
            onClick={() => setTapped(undefined)}
          >
            {t.back}
          </button>
        </div>
      )}
    </div>
  )
}
/**
 * The connector a phone's pairing is made with: a WalletConnect option of
 * no app of its own when listed (the pairing is any app's), else the first
 * wallet app.
 */
function pairingOptionOf(
  options: readonly WalletOption[],
): WalletOption | undefined {
  const usable = options.filter((x) => x.pairing && !x.unavailable)
  return usable.find((x) => !x.mobile) ?? usable[0]
}
