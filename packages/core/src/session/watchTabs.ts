import type { State } from '@wagmi/core'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import type { TabSync } from './syncTabs.ts'
import { tabChannelName } from './tabChannelName.ts'

export type WatchTabsParameters = {
  /**
   * The tabs' channel, already listening (`startLatch` opens it before this
   * module is loaded), and what it heard meanwhile.
   */
  channel?: BroadcastChannel | undefined
  /**
   * What it heard meanwhile: the channel's messages or, without a channel,
   * the storage events heard by `onStorage` (still coming, into this list).
   */
  heard?: readonly unknown[] | undefined
  /**
   * Without a channel, `startLatch`'s listener to storage events: handed to
   * the telling code, which stops it once it listens itself (`startLatch`
   * stops it when it stops first).
   */
  onStorage?: ((event: unknown) => void) | undefined
}

/**
 * Keeps the page's tabs in step (`startLatch` runs it when the config keeps
 * a session): hears the other tabs from the start, and loads the code that
 * tells and follows connection changes (`syncTabs`) only once there is one,
 * here or in another tab (restoring the stored session is not one), handing
 * it what was heard meanwhile. Returns the function that stops.
 */
export function watchTabs(
  config: LatchConfig,
  parameters: WatchTabsParameters = {},
): () => void {
  let sync: TabSync | undefined
  let loading = false
  let stopped = false
  const heard: unknown[] = []
  const load = (previous?: State, changedAt?: number) => {
    if (loading) return
    loading = true
    void import('./syncTabs.ts').then(({ syncTabs }) => {
      if (stopped) return
      // It listens on this channel from now on, and closes it when it
      // stops: a message on its way is not lost between two channels.
      sync = syncTabs(config, {
        previous,
        changedAt,
        heard,
        channel,
        // Read only without a channel (`startLatch` listened to storage).
        stored: parameters,
      })
    })
  }
  const hear = (data: unknown) => {
    // Only a connection change is this one's to follow.
    if ((data as { type?: unknown } | null)?.type !== 'latch:connection') return
    heard.push(data)
    load()
  }

  const Channel = globalThis.BroadcastChannel
  const channel =
    parameters.channel ??
    (typeof Channel === 'function' ? new Channel(tabChannelName) : undefined)
  if (channel) channel.onmessage = (event) => hear(event.data)
  for (const data of parameters.heard ?? []) hear(data)

  // A browser without BroadcastChannel hears through storage events, which
  // syncTabs' own channel listens to: it is loaded at once there.
  if (!channel) load()
  // The stored session being restored is what every tab already has.
  let restoring = config.state.status === 'reconnecting'
  // The state before the change: what the tabs last agreed on.
  let before = config.state
  const stop = config.subscribe(keyOf, (key) => {
    if (loading) return
    if (key.startsWith('reconnecting')) restoring = true
    else if (restoring) restoring = false
    else load(before, Date.now())
    before = config.state
  })
  return () => {
    stopped = true
    stop()
    // Handed over, the channel is the telling code's to close.
    if (sync) sync.stop()
    else channel?.close()
  }
}

/** What the other tabs are told of (`syncTabs`), as one string. */
function keyOf(state: State): string {
  const { status, current, connections } = state
  const connection = current ? connections.get(current) : undefined
  return `${status} ${current} ${connection?.chainId} ${connection?.accounts}`
}
