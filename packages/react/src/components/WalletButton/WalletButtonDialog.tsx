import type { WalletOption } from '@latch/core'
import type { PlatformOs } from '@latch/core/internal'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import type { UseConnectWalletReturnType } from '../../hooks/useConnectWallet.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { ConnectDialogOpenContext } from '../ConnectDialog/ConnectDialogOpenContext.ts'
import { ConnectError } from '../ConnectDialog/ConnectError.tsx'
import { ConnectingView } from '../ConnectDialog/ConnectingView.tsx'
import { useViewFocus } from '../ConnectDialog/useViewFocus.ts'
import { Dialog } from '../Dialog/Dialog.tsx'

// As in the connect dialog: a phone's list in a chunk of its own.
const PhoneList = lazy(() =>
  import('../ConnectDialog/PhoneList.tsx').then((x) => ({
    default: x.PhoneList,
  })),
)

/**
 * The connect dialog's views for the one wallet of a `WalletButton` that
 * pairs (WalletConnect): on a desktop its QR code while `connect` waits
 * (*Cancel* closes), then its error with *Try again*; on a phone the
 * dialog's phone list of that wallet alone (its app's link, the wait in the
 * app, a failed pairing).
 */
export function WalletButtonDialog(props: {
  open: boolean
  onClose: () => void
  option: WalletOption
  connect: UseConnectWalletReturnType
  os: PlatformOs
  onRetry: () => void
}) {
  const { open, onClose, option, connect, os, onRetry } = props
  const messages = useMessages()
  const [phoneStatus, setPhoneStatus] = useState('')
  const options = useMemo(() => [option], [option])
  const uri = connect.isPending ? connect.displayUri : undefined
  const view = connect.isError ? 'error' : 'connecting'
  const body = useRef<HTMLDivElement>(null)
  useViewFocus(body, view, option.id)
  let status = phoneStatus
  if (os === 'desktop')
    status = !connect.isPending
      ? ''
      : uri
        ? messages.walletConnect.scan
        : messages.walletConnect.preparing
  return (
    <Dialog open={open} onClose={onClose} title={messages.connect.title}>
      <div ref={body} className="latch-connect-dialog">
        <p
          role="status"
          className={
            os === 'desktop'
              ? 'latch-connect-dialog__pending-title'
              : 'latch-status'
          }
        >
          {status}
        </p>
        {os !== 'desktop' ? (
          <ConnectDialogOpenContext value={open}>
            <Suspense fallback={null}>
              <PhoneList
                options={options}
                os={os}
                onPick={onRetry}
                onStatus={setPhoneStatus}
              />
            </Suspense>
          </ConnectDialogOpenContext>
        ) : connect.isError && connect.error ? (
          <ConnectError
            option={option}
            error={connect.error}
            onRetry={onRetry}
          />
        ) : (
          <ConnectingView
            option={option}
            walletConnect
            uri={uri}
            onCancel={onClose}
          />
        )}
      </div>
    </Dialog>
  )
}
