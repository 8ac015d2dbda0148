import { type Address, getAddress, isAddress } from 'viem'

/** A Sign-In with Ethereum session as one tab tells the others about it. */
export type TabSiweSession =
  | { status: 'authenticated'; address: Address; chainId: number }
  | { status: 'unauthenticated' }

// The kit's tabs' channel (the connection's messages go there too).
const name = 'latch.tabs'

/**
 * The page's other tabs, for Sign-In with Ethereum (`createSiweClient`): a
 * `BroadcastChannel`, or `storage` events where there is none. What arrives
 * is read as a `latch:siwe` message or dropped: another page of the origin
 * can post anything. Its own module, not `@latch/core`'s, so that a page
 * without Sign-In with Ethereum carries none of it.
 */
export function openSiweChannel(onSession: (session: TabSiweSession) => void) {
  const receive = (data: unknown) => {
    const session = parseSession(data)
    if (session) onSession(session)
  }
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name)
    channel.onmessage = (event) => receive(event.data)
    return {
      post: (session: TabSiweSession) => {
        try {
          channel.postMessage({ type: 'latch:siwe', session })
        } catch {}
      },
      close: () => channel.close(),
    }
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue || event.newValue.length > 8192)
      return
    try {
      receive((JSON.parse(event.newValue) as { message?: unknown }).message)
    } catch {}
  }
  globalThis.addEventListener?.('storage', onStorage)
  return {
    post: (session: TabSiweSession) => {
      try {
        const message = { type: 'latch:siwe', session }
        const nonce = Math.random().toString(36).slice(2)
        localStorage.setItem(name, JSON.stringify({ message, nonce }))
        localStorage.removeItem(name)
      } catch {}
    },
    close: () => globalThis.removeEventListener?.('storage', onStorage),
  }
}

function parseSession(data: unknown): TabSiweSession | undefined {
  const { type, session } = (data ?? {}) as Record<string, unknown>
  if (type !== 'latch:siwe' || typeof session !== 'object' || !session) return
  const { status, address, chainId } = session as Record<string, unknown>
  if (status === 'unauthenticated') return { status }
  if (
    status !== 'authenticated' ||
    typeof address !== 'string' ||
    !isAddress(address, { strict: false }) ||
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    chainId <= 0
  )
    return
  return { status, address: getAddress(address), chainId }
}
