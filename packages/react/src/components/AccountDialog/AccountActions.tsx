import { isIconUrl } from '../../icons/isIconUrl.ts'
import { useLatchOptions } from '../../LatchOptionsContext.ts'
import type { AccountAction } from './AccountAction.ts'

export type AccountActionsProps = {
  /** Closes the account dialog. */
  onClose: () => void
}

/**
 * The dapp's own actions in the account dialog (`LatchProvider`'s
 * `accountActions`), in its order, after the built-in ones.
 */
export function AccountActions({ onClose }: AccountActionsProps) {
  const { accountActions } = useLatchOptions()
  return accountActions?.map((action, index) => (
    // The dapp's list, in its order: an index is its identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <AccountActionControl key={index} action={action} onClose={onClose} />
  ))
}

/**
 * One of them: a link when it has an `href`, else a button, named by its
 * label; selecting it closes the dialog (a link is still followed) and runs
 * `onSelect`.
 */
function AccountActionControl({
  action,
  onClose,
}: {
  action: AccountAction
  onClose: () => void
}) {
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
  if (action.href !== undefined)
    return (
      <a
        className="latch-button latch-button--secondary"
        href={action.href}
        onClick={onClose}
      >
        {content}
      </a>
    )
  return (
    <button
      type="button"
      className="latch-button latch-button--secondary"
      onClick={() => {
        onClose()
        // Once the dialog has closed and given focus back (in this click's
        // commit): the page outside a modal dialog is inert, so an action
        // that moves focus (to a form of the dapp's) would lose it.
        setTimeout(action.onSelect!)
      }}
    >
      {content}
    </button>
  )
}
