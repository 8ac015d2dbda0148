import { lazy, Suspense } from 'react'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useMounted } from '../../hooks/useMounted.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { AccountAvatar } from '../AccountAvatar/AccountAvatar.tsx'
import { accountTitle } from './accountTitle.ts'

// The pending count and its watch for a stored list are chunks of their
// own, loaded once an account is shown: a first paint carries no
// transaction code.
const RecentTransactionsCue = lazy(() =>
  import('./RecentTransactionsCue.tsx').then((x) => ({
    default: x.RecentTransactionsCue,
  })),
)

export type AccountButtonProps = {
  onClick: () => void
  /** Pointing at or focusing the button (e.g. to preload its dialog). */
  onPointerEnter?: (() => void) | undefined
  onFocus?: (() => void) | undefined
  /** The network as a badge under the name (off when it has a button of its own). */
  badge?: boolean | undefined
  /** The native balance, formatted, shown before the avatar. */
  balance?: string | undefined
}

/**
 * The header's button once connected: avatar, ENS name or short address,
 * the network as a badge underneath, and how many transactions are
 * pending, if any. It opens the account dialog.
 */
export function AccountButton({
  onClick,
  onPointerEnter,
  onFocus,
  badge = true,
  balance,
}: AccountButtonProps) {
  const t = useMessages()
  const display = useAccountDisplay()
  const mounted = useMounted()
  if (!display) return null
  return (
    <button
      type="button"
      className="latch-account-button"
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      title={accountTitle(display.account, display.ensName)}
    >
      {balance !== undefined && (
        <span className="latch-account-button__balance" dir="ltr">
          {balance}
        </span>
      )}
      <AccountAvatar
        address={display.account}
        ensName={display.ensName}
        ensAvatar={display.avatar}
        size={28}
      />
      <span className="latch-account-button__text">
        {/* A name or an address: left to right, isolated, in any language. */}
        <span className="latch-account-button__name" dir="ltr">
          <bdi>{display.displayName}</bdi>
        </span>
        {badge && (
          <span
            className="latch-account-button__network"
            data-unsupported={display.unsupported || undefined}
          >
            <span className="latch-account-button__dot" aria-hidden="true" />
            {display.unsupported ? (
              t.wallet.unsupportedNetwork
            ) : (
              <bdi>{display.chainName}</bdi>
            )}
          </span>
        )}
      </span>
      {mounted && (
        <Suspense fallback={null}>
          <RecentTransactionsCue />
        </Suspense>
      )}
    </button>
  )
}
