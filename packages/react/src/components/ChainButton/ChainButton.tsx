import { lazy, Suspense } from 'react'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'

// A chain's icon (with Latch's drawings of chains) is a chunk of its own,
// the network dialog's too: fetched when a chain button shows, never in the
// first paint; the button shows its dot until it is there.
const ChainIcon = lazy(() =>
  import('../ChainIcon/ChainIcon.tsx').then((x) => ({ default: x.ChainIcon })),
)

export type ChainButtonProps = {
  onClick: () => void
  onPointerEnter?: (() => void) | undefined
  onFocus?: (() => void) | undefined
}

/**
 * The wallet's network as a button of its own beside the account button
 * (`ConnectButton`'s `chainStatus`): its icon (the chain's own `iconUrl`,
 * else Latch's drawing, else a dot) and name; it opens the network dialog.
 * Its name stays in its accessible name whatever is shown.
 */
export function ChainButton(props: ChainButtonProps) {
  const t = useMessages()
  const display = useAccountDisplay()
  if (!display) return null
  const dot = <span className="latch-chain-button__dot" />
  return (
    <button
      type="button"
      className="latch-chain-button"
      aria-haspopup="dialog"
      data-unsupported={display.unsupported || undefined}
      // `onClick`, `onPointerEnter`, `onFocus`
      {...props}
    >
      <span className="latch-chain-button__icon" aria-hidden="true">
        <Suspense fallback={dot}>
          <ChainIcon chain={display.chain} fallback={dot} />
        </Suspense>
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
