import type { WalletOption } from '@latch/core'
import type { PlatformOs } from '@latch/core/internal'
import { useContext, useEffect, useRef, useState } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { walletAppLink } from '../../phone/phoneLinks.ts'
import { phoneWalletStore } from '../../phone/phoneWalletStore.ts'
import {
  ConnectDialogOpenContext,
  WalletPickedContext,
} from './ConnectDialogOpenContext.ts'
import { PhoneOptions } from './PhoneOptions.tsx'
import { PhonePairingFailed } from './PhonePairingFailed.tsx'
import { PhoneQrCode } from './PhoneQrCode.tsx'
import { PhoneWaiting } from './PhoneWaiting.tsx'
import { pairingOptionOf } from './pairingOptionOf.ts'
import { useAppOpened } from './useAppOpened.ts'
import { usePhonePairing } from './usePhonePairing.ts'
import { useViewFocus } from './useViewFocus.ts'

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
  const dialogOpen = useContext(ConnectDialogOpenContext)
  const onWalletPicked = useContext(WalletPickedContext)
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
        <PhoneOptions
          options={options}
          os={os}
          pairing={pairing}
          linkOf={linkOf}
          onTap={tap}
          onPick={onPick}
          onStartOver={startOver}
        />
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
        <PhonePairingFailed
          option={tapped.option}
          error={pairing.error}
          onStartOver={startOver}
        />
      )}

      {view === 'qr' && tapped && (
        <PhoneQrCode uri={pairing.uri} onBack={() => setTapped(undefined)} />
      )}
    </div>
  )
}
