import { expect, test } from 'vitest'
import { openTabChannel } from './openTabChannel.ts'
import { tabChannelName } from './tabChannelName.ts'
import type { TabMessage } from './tabMessage.ts'

const disconnected: TabMessage = {
  type: 'latch:connection',
  connection: { status: 'disconnected' },
}

function settle() {
  return new Promise((resolve) => setTimeout(resolve, 50))
}

test('over a BroadcastChannel: the other tabs hear what is posted, never their own', async () => {
  const heard: [string, unknown][] = []
  const a = openTabChannel({ onMessage: (x) => heard.push(['a', x]) })
  const b = openTabChannel({ onMessage: (x) => heard.push(['b', x]) })
  a.post(disconnected)
  await settle()
  a.close()
  b.close()
  expect(heard).toEqual([['b', disconnected]])
})

test('without BroadcastChannel: storage events carry the messages, malformed ones dropped, and nothing is left stored', async () => {
  const heard: unknown[] = []
  const listeners = new Set<(event: Event) => void>()
  const stored = new Map<string, string>()
  const writes: string[] = []
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(value)
      stored.set(key, value)
    },
    removeItem: (key: string) => stored.delete(key),
  }
  const scope = {
    BroadcastChannel: undefined,
    localStorage: storage,
    addEventListener: (_: string, listener: (event: Event) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: Event) => void) =>
      listeners.delete(listener),
  } as never
  const channel = openTabChannel({ scope, onMessage: (x) => heard.push(x) })
  channel.post(disconnected)
  expect(writes).toHaveLength(1)
  expect(stored.size).toBe(0)
  // What another tab's browser would deliver: the write, then hostile ones.
  const deliver = (newValue: string | null, key = tabChannelName) => {
    for (const listener of listeners)
      listener(new StorageEvent('storage', { key, newValue }))
  }
  deliver(writes[0]!)
  deliver(null)
  deliver('{not json')
  deliver(JSON.stringify({ message: disconnected, pad: 'x'.repeat(9000) }))
  deliver(writes[0]!, 'other.key')
  expect(heard).toEqual([disconnected])
  channel.close()
  expect(listeners.size).toBe(0)
})
