import { useWalletConnection } from '@latch/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'

const DevWalletButton = lazy(() =>
  import('./DevWalletButton.tsx').then((x) => ({
    default: x.DevWalletButton,
  })),
)

const subscribe = () => () => {}

/**
 * Where the home page's one-wallet button goes in devnet builds. The built
 * page's prerendered first screen has no such button, so it renders nothing
 * while React hydrates that screen (markup the server did not write would
 * make React render the whole page again), then the button's own chunk;
 * only while no wallet is connected (not while a stored session reconnects:
 * it would flash).
 */
export function DevWalletButtonSlot() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const { status } = useWalletConnection()
  // Kept while it connects: its failure and *Try again* are its own state.
  if (!hydrated || status === 'connected' || status === 'reconnecting')
    return null
  return (
    <Suspense fallback={null}>
      <DevWalletButton />
    </Suspense>
  )
}
