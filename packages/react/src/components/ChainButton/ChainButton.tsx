import { lazy, Suspense } from 'react'
import { dialogLoaders } from '../../dialogs/dialogLoaders.ts'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import type { ChainIconProps } from '../ChainIcon/ChainIcon.tsx'
import type { NetworkDialog } from '../NetworkDialog/NetworkDialog.tsx'

// A chain's icon (with Latch's drawings of chains) comes with the network
// dialog's code, the dialog this button opens: fetched as a chain button
// shows, never in the first paint. The button shows its dot until it is
// there, and keeps it if the fetch fails (the dialog fetches it again).
const ChainIcon = lazy(() =>
  dialogLoaders.network.load().then(
    (x) => ({ default: (x.default as typeof NetworkDialog).ChainIcon }),
    () => ({ default: (props: ChainIconProps) => props.fallback }),
  ),
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
