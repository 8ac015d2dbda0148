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
 * make React render the whole page again), then the button's own chunk.
 */
export function DevWalletButtonSlot() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <DevWalletButton />
    </Suspense>
  )
}
