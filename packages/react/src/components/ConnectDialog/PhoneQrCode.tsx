import { useMessages } from '../../i18n/MessagesContext.ts'
import { WalletConnectQrCode } from '../WalletConnectQrCode/WalletConnectQrCode.tsx'

/** The phone's pairing as a QR code (a spinner until it is made), for a wallet of no app link; *Back* to the list. */
export function PhoneQrCode(props: {
  uri: string | undefined
  onBack: () => void
}) {
  const t = useMessages().connect
  return (
    <div className="latch-connect-dialog__pending">
      {props.uri ? (
        <WalletConnectQrCode uri={props.uri} />
      ) : (
        <div className="latch-connect-dialog__qr-placeholder">
          <span className="latch-spinner" aria-hidden="true" />
        </div>
      )}
      <button
        type="button"
        className="latch-button latch-button--secondary"
        data-view-focus
        onClick={props.onBack}
      >
        {t.back}
      </button>
    </div>
  )
}
