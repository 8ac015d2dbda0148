import { clearAccountDataOnDisconnect } from '../actions/clearAccountDataOnDisconnect.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { rehydrate } from '../config/wagmiInternals.ts'
import { restoreWalletCache } from '../query/restoreWalletCache.ts'
import type { IntentTarget } from './onFirstIntent.ts'
import { persistAccountDisplay } from './persistAccountDisplay.ts'
import { restoreSession, resumeSessionOnIntent } from './restoreSession.ts'
import { markSessionRestored } from './sessionRestored.ts'
import { tabChannelName } from './tabChannelName.ts'

export type StartLatchParameters = {
  /** Where the visitor's first act is heard; the page's `window` by default. */
  target?: IntentTarget | undefined
}

const restored = new WeakSet<LatchConfig>()
const running = new WeakMap<LatchConfig, { users: number; stop: () => void }>()

/**
 * Starts what a page needs from Latch (`LatchProvider` calls it): restores
 * the stored session (once per config), confirms a session behind a wallet
 * SDK on the visitor's first click, tap or key press, keeps what the account
 * button shows for the next visit's first paint (`persistAccountDisplay`),
 * removes an account's cached data the moment it leaves the connection, and
 * keeps the page's tabs in step (`watchTabs`, a chunk of its own: a
 * disconnect in one disconnects all) when the config keeps a session (a
 * `storage`).
 * Returns the function that stops listening (once every caller has stopped).
 *
 * Called before the first render (`LatchProvider` calls it during its
 * own), it gives a browser wallet's restore a head start, and puts the
 * cached name and avatar in the QueryClient: the page's first frame shows
 * the stored account as the visitor last saw it.
 */
export function startLatch(
  config: LatchConfig,
  parameters: StartLatchParameters = {},
): () => void {
  const current = running.get(config)
  if (current) current.users++
  else running.set(config, { users: 1, stop: start(config, parameters) })
  let stopped = false
  return () => {
    const entry = running.get(config)
    if (stopped || !entry) return
    stopped = true
    if (--entry.users > 0) return
    running.delete(config)
    entry.stop()
  }
}

function start(
  config: LatchConfig,
  parameters: StartLatchParameters,
): () => void {
  const target =
    parameters.target ?? (typeof window === 'undefined' ? undefined : window)
  const { queryClient, storage, ssr } = config.latch
  const stops = [
    clearAccountDataOnDisconnect(config, { queryClient, storage }),
    // What the account button shows, for the next visit's first paint.
    persistAccountDisplay(config, { queryClient, storage }),
  ]
  if (!restored.has(config)) {
    restored.add(config)
    // With `ssr`, wagmi read nothing yet: the stored state is read now,
    // after hydration, and so is the wallet cache (the server rendered
    // without it).
    const done = () => markSessionRestored(config)
    if (ssr) {
      restoreWalletCache(queryClient, storage)
      void rehydrate(config)
        .then(() => restoreSession(config))
        .then(done, done)
    } else {
      // The cached name and avatar, before the first render reads them.
      restoreWalletCache(queryClient, storage)
      void restoreSession(config).then(done, done)
    }
  }
  if (target) stops.push(resumeSessionOnIntent(config, target))
  // Tabs share a session only where it is kept: without a storage, each
  // tab's connection is its own.
  if (storage && typeof window !== 'undefined')
    stops.push(watchTabsSoon(config))
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * The other tabs are heard from the start, on a bare channel; the code that
 * keeps this one in step with them (`watchTabs`) is a chunk of its own,
 * fetched at once, after the first paint's code, and handed the channel and
 * what it heard meanwhile: nothing is missed, and a first paint carries none
 * of it.
 */
function watchTabsSoon(config: LatchConfig): () => void {
  const Channel = globalThis.BroadcastChannel
  const channel =
    typeof Channel === 'function' ? new Channel(tabChannelName) : undefined
  const heard: unknown[] = []
  // Without one, the storage events, kept as they come until the code that
  // tells and follows (`syncTabs`) listens itself.
  const onStorage = (event: unknown) => heard.push(event)
  if (channel) channel.onmessage = (event) => heard.push(event.data)
  else addEventListener('storage', onStorage)
  const watching = import('./watchTabs.ts').then(
    ({ watchTabs }) => watchTabs(config, { channel, heard, onStorage }),
    () => () => channel?.close(),
  )
  // Stopped before it was loaded: it starts, and stops at once. The
  // storage listener stops here (handed over, it was stopped already).
  return () => {
    removeEventListener('storage', onStorage)
    void watching.then((stop) => stop())
  }
}
