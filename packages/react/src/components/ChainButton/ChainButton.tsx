import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { chainIcon } from '../../icons/chainIcon.ts'

export type ChainButtonProps = {
  onClick: () => void
  onPointerEnter?: (() => void) | undefined
  onFocus?: (() => void) | undefined
}

/**
 * The wallet's network as a button of its own beside the account button
 * (`ConnectButton`'s `chainStatus`): its icon and name; it opens the
 * network dialog. Its name stays in its accessible name whatever is shown.
 */
export function ChainButton({
  onClick,
  onPointerEnter,
  onFocus,
}: ChainButtonProps) {
  const t = useMessages()
  const display = useAccountDisplay()
  if (!display) return null
  const icon = chainIcon(display.chain)
  return (
    <button
      type="button"
      className="latch-chain-button"
      aria-haspopup="dialog"
      data-unsupported={display.unsupported || undefined}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      <span className="latch-chain-button__icon" aria-hidden="true">
        {icon ? (
          <img src={icon} alt="" width={20} height={20} />
        ) : (
          <span className="latch-chain-button__dot" />
        )}
      </span>
      <span className="latch-chain-button__name">
        {display.unsupported ? (
          t.wallet.unsupportedNetwork
        ) : (
          <bdi>{display.chainName}</bdi>
        )}
      </span>
    </button>
  )
}
