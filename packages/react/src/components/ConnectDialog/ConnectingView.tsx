import type { WalletOption } from '@latch/core'
import { lazy, Suspense } from 'react'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { walletAppLink } from '../../phone/phoneLinks.ts'
import { loadQrCode } from './loadQrCode.ts'
import { WalletIcon } from './WalletIcon.tsx'

const WalletConnectQrCode = lazy(() =>
  loadQrCode().then((x) => ({ default: x.WalletConnectQrCode })),
)

/**
 * While the picked wallet has the connection request: a wallet that pairs
 * (WalletConnect) on a desktop shows its QR code (a spinner while its URI
 * is made), any other "confirm in {wallet}"; *Cancel* goes back to the list.
 */
export function ConnectingView(props: {
  option: WalletOption
  walletConnect: boolean
  uri: string | undefined
  onCancel: () => void
}) {
  const { option, walletConnect, uri, onCancel } = props
  const messages = useMessages()
  const { appName } = useLatchConfig().latch
  return (
    <div className="latch-connect-dialog__pending">
      {walletConnect && uri ? (
        <>
          <Suspense fallback={null}>
            <WalletConnectQrCode uri={uri} />
          </Suspense>
          {option.mobile?.desktop && (
            <a
              className="latch-link"
              href={walletAppLink(option, uri, 'desktop')}
            >
              {messages.phone.openDesktopApp}
            </a>
          )}
        </>
      ) : walletConnect ? (
        <div className="latch-connect-dialog__qr-placeholder">
          <span className="latch-spinner" aria-hidden="true" />
        </div>
      ) : (
        <>
          <span className="latch-connect-dialog__pending-icon">
            <WalletIcon icon={option.icon} />
          </span>
          <p className="latch-muted">
            {messages.connect.confirmHelp(option.name, appName)}
          </p>
        </>
      )}
      <button
        type="button"
        className="latch-button latch-button--secondary"
        data-view-focus
        onClick={onCancel}
      >
        {messages.connect.cancel}
      </button>
    </div>
  )
}
