import { readStoredTabMessage } from './readStoredTabMessage.ts'
import { tabChannelName } from './tabChannelName.ts'
import type { TabMessage } from './tabMessage.ts'

/** What a page offers for talking to its other tabs. */
export type TabChannelScope = {
  BroadcastChannel?: typeof BroadcastChannel | undefined
  addEventListener?: Window['addEventListener'] | undefined
  removeEventListener?: Window['removeEventListener'] | undefined
  localStorage?: Storage | undefined
}

export type OpenTabChannelParameters = {
  /**
   * Told what another tab posts, as it arrived: anything, from any page of
   * the origin. Read it with `parseTabMessage` before believing it.
   */
  onMessage: (data: unknown) => void
  /** The page; `globalThis` by default. */
  scope?: TabChannelScope | undefined
  /**
   * A channel to the tabs already open, to listen on instead of a new one:
   * what was posted to it and not yet delivered is delivered here.
   */
  channel?: BroadcastChannel | undefined
  /**
   * Without a `BroadcastChannel`: storage events another listener heard
   * before this one (still coming, into the same list), and that listener,
   * removed as this one is added, in the same task: nothing is missed or
   * heard twice.
   */
  stored?: StoredTabEvents | undefined
}

/** Storage events heard by a listener of their own (`openTabChannel`). */
export type StoredTabEvents = {
  heard?: readonly unknown[] | undefined
  onStorage?: ((event: unknown) => void) | undefined
}

/** A channel to the page's other tabs (`openTabChannel`). */
export type TabChannel = {
  /** Tells the other tabs; never throws. */
  post(message: TabMessage): void
  /** Stops listening. */
  close(): void
}

/**
 * Opens a channel to the page's other tabs (same origin): a
 * `BroadcastChannel`, or where there is none, `storage` events on
 * `localStorage` (written and removed at once). What arrives is passed on
 * as it is (`parseTabMessage` reads it), so that this stays small enough
 * for the first paint. On a server, or where neither exists, a channel that
 * carries nothing.
 */
export function openTabChannel(
  parameters: OpenTabChannelParameters,
): TabChannel {
  const { onMessage } = parameters
  const scope = parameters.scope ?? (globalThis as TabChannelScope)
  const receive = (data: unknown) => onMessage(data)

  const Channel = scope.BroadcastChannel
  const channel =
    parameters.channel ??
    (typeof Channel === 'function' ? new Channel(tabChannelName) : undefined)
  if (channel) {
    channel.onmessage = (event) => receive(event.data)
    return {
      post(message) {
        try {
          channel.postMessage(message)
        } catch {}
      },
      close: () => channel.close(),
    }
  }

  const storage = readStorage(scope)
  const { addEventListener, removeEventListener } = scope
  if (!storage || !addEventListener || !removeEventListener)
    return { post() {}, close() {} }
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    if (key !== tabChannelName) return
    const message = readStoredTabMessage(newValue)
    if (message !== undefined) receive(message)
  }
  addEventListener.call(scope, 'storage', onStorage)
  const { stored } = parameters
  if (stored?.onStorage) {
    removeEventListener.call(scope, 'storage', stored.onStorage)
    // Read once the caller has its channel: what it hears may make it post.
    queueMicrotask(() => {
      for (const event of stored.heard ?? []) onStorage(event as Event)
    })
  }
  return {
    post(message) {
      try {
        // The nonce makes each write a change, so an event fires even
        // for a message equal to the last.
        const nonce = Math.random().toString(36).slice(2)
        storage.setItem(tabChannelName, JSON.stringify({ message, nonce }))
        storage.removeItem(tabChannelName)
      } catch {}
    },
    close: () => removeEventListener.call(scope, 'storage', onStorage),
  }
}

function readStorage(scope: TabChannelScope): Storage | undefined {
  try {
    return scope.localStorage
  } catch {
    // Reading localStorage throws where storage is denied.
    return undefined
  }
}
