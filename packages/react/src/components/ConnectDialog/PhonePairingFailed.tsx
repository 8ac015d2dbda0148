import type { WalletOption } from '@latch/core'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import type { PhonePairing } from './usePhonePairing.ts'
import { WalletIcon } from './WalletIcon.tsx'

/** The wallet app tapped refused the pairing, or it failed: why, and *Try again* (a new pairing). */
export function PhonePairingFailed(props: {
  option: WalletOption
  error: NonNullable<PhonePairing['error']>
  onStartOver: () => void
}) {
  const { option, error } = props
  const messages = useMessages()
  return (
    <div className="latch-connect-dialog__failed">
      <p className="latch-connect-dialog__wallet">
        <WalletIcon icon={option.icon} />
        <bdi>{option.name}</bdi>
      </p>
      <p role="alert" className="latch-alert">
        {error.name === 'UserRejectedRequestError'
          ? messages.phone.rejectedIn(option.name)
          : errorMessage(error, messages)}
      </p>
      <div className="latch-row">
        <button
          type="button"
          className="latch-button latch-button--primary"
          data-view-focus
          onClick={props.onStartOver}
        >
          {messages.connect.tryAgain}
        </button>
      </div>
    </div>
  )
}
