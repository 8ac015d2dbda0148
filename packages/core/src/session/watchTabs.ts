import type { State } from '@wagmi/core'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { openTabChannel } from './openTabChannel.ts'
import type { TabSync } from './syncTabs.ts'

/**
 * Keeps the page's tabs in step (`startLatch` runs it when the config keeps
 * a session): listens to the other tabs from the start, and loads the code
 * that tells and follows connection changes (`syncTabs`) only once there is
 * one, here or in another tab; restoring the stored session is not one.
 * Returns the function that stops.
 */
export function watchTabs(config: LatchConfig): () => void {
  let sync: Promise<TabSync | undefined> | undefined
  let stopped = false
  const load = (previous?: State) => {
    sync ??= import('./syncTabs.ts').then(({ syncTabs }) =>
      stopped ? undefined : syncTabs(config, { channel, previous }),
    )
    return sync
  }
  const channel = openTabChannel({
    onMessage(data) {
      // Only a connection change is this one's to follow.
      if ((data as { type?: unknown } | null)?.type !== 'latch:connection')
        return
      void load().then((x) => x?.receive(data))
    },
  })
  // The stored session being restored is what every tab already has.
  let restoring = config.state.status === 'reconnecting'
  const stop = config.subscribe(
    (state) => state,
    (state, previous) => {
      if (sync || !changed(state, previous)) return
      if (state.status === 'reconnecting') restoring = true
      else if (restoring) restoring = false
      else void load(previous)
    },
  )
  return () => {
    stopped = true
    stop()
    channel.close()
    void sync?.then((x) => x?.stop())
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
