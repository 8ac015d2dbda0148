import type { ConnectWalletErrorType, WalletOption } from '@latch/core'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { NotInstalledHelp } from './NotInstalledHelp.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * Why connecting to the picked wallet failed, with help when it is not
 * installed, *Try again* and, given `onBack`, *Back* to the list.
 */
export function ConnectError(props: {
  option: WalletOption
  error: ConnectWalletErrorType
  onRetry: () => void
  onBack?: (() => void) | undefined
}) {
  const { option, error, onRetry, onBack } = props
  const messages = useMessages()
  const t = messages.connect
  return (
    <div className="latch-connect-dialog__failed">
      <p className="latch-connect-dialog__wallet">
        <WalletIcon icon={option.icon} />
        <bdi>{option.name}</bdi>
      </p>
      <p role="alert" className="latch-alert">
        {errorMessage(error, messages)}
      </p>
      {error.name === 'ProviderNotFoundError' && <NotInstalledHelp />}
      <div className="latch-row">
        <button
          type="button"
          className="latch-button latch-button--primary"
          data-view-focus
          onClick={onRetry}
        >
          {t.tryAgain}
        </button>
        {onBack && (
          <button
            type="button"
            className="latch-button latch-button--secondary"
            onClick={onBack}
          >
            {t.back}
          </button>
        )}
      </div>
    </div>
  )
}
