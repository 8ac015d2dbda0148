import { isIconUrl } from '../../icons/isIconUrl.ts'
import type { AccountAction } from './AccountAction.ts'

export type AccountActionControlProps = {
  action: AccountAction
  /** Closes the account dialog. */
  onClose: () => void
}

/**
 * One of the dapp's own actions in the account dialog: a link when it has
 * an `href`, else a button, named by its label; selecting it closes the
 * dialog (a link is still followed), then runs `onSelect`.
 */
export function AccountActionControl({
  action,
  onClose,
}: AccountActionControlProps) {
  const { icon, label } = action
  const content = (
    <>
      {typeof icon === 'string'
        ? isIconUrl(icon) && (
            <img
              className="latch-account-dialog__action-icon"
              src={icon}
              alt=""
              width={16}
              height={16}
            />
          )
        : icon != null && (
            <span
              className="latch-account-dialog__action-icon"
              aria-hidden="true"
            >
              {icon}
            </span>
          )}
      {label}
    </>
  )
  const className = 'latch-button latch-button--secondary'
  if (action.href !== undefined)
    return (
      <a className={className} href={action.href} onClick={onClose}>
        {content}
      </a>
    )
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClose()
        action.onSelect?.()
      }}
    >
      {content}
    </button>
  )
}
