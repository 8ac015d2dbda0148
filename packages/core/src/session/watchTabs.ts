import type { State } from '@wagmi/core'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { readStoredTabMessage, tabChannelName } from './openTabChannel.ts'
import type { TabSync } from './syncTabs.ts'

/**
 * Keeps the page's tabs in step (`startLatch` runs it when the config keeps
 * a session): hears the other tabs from the start, and loads the code that
 * tells and follows connection changes (`syncTabs`) only once there is one,
 * here or in another tab (restoring the stored session is not one), handing
 * it what was heard meanwhile. Returns the function that stops.
 */
export function watchTabs(config: LatchConfig): () => void {
  let sync: TabSync | undefined
  let loading = false
  let stopped = false
  const heard: unknown[] = []
  const load = (previous?: State) => {
    if (loading) return
    loading = true
    void import('./syncTabs.ts').then(({ syncTabs }) => {
      if (stopped) return
      // Its own channel is open before this one closes: nothing is missed.
      sync = syncTabs(config, { previous, heard })
      stopListening()
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
    typeof Channel === 'function' ? new Channel(tabChannelName) : undefined
  if (channel) channel.onmessage = (event) => hear(event.data)
  // Where there is no BroadcastChannel, other tabs write to localStorage.
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    if (key === tabChannelName) hear(readStoredTabMessage(newValue))
  }
  if (!channel) globalThis.addEventListener?.('storage', onStorage)
  const stopListening = () => {
    channel?.close()
    if (!channel) globalThis.removeEventListener?.('storage', onStorage)
  }

  // The stored session being restored is what every tab already has.
  let restoring = config.state.status === 'reconnecting'
  const stop = config.subscribe(
    (state) => state,
    (state, previous) => {
      if (loading || !changed(state, previous)) return
      if (state.status === 'reconnecting') restoring = true
      else if (restoring) restoring = false
      else load(previous)
    },
  )
  return () => {
    stopped = true
    stop()
    stopListening()
    sync?.stop()
  }
}

/** Whether what the other tabs are told of (`syncTabs`) may have changed. */
function changed(state: State, previous: State): boolean {
  const now = state.current ? state.connections.get(state.current) : undefined
  const before = previous.current
    ? previous.connections.get(previous.current)
    : undefined
  return (
    state.status !== previous.status ||
    state.current !== previous.current ||
    now?.chainId !== before?.chainId ||
    now?.accounts[0] !== before?.accounts[0] ||
    now?.accounts.length !== before?.accounts.length
  )
}
