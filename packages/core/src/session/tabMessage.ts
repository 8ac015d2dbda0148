import { type Address, getAddress, isAddress } from 'viem'
import { parseChainId } from '../connectors/parseChainId.ts'

/** The connection as one tab tells the page's other tabs about it. */
export type TabConnection =
  | {
      status: 'connected'
      /** The connector id of the wallet connected. */
      connectorId: string
      /** The accounts, checksummed; the first is the one connected. */
      accounts: readonly [Address, ...Address[]]
      chainId: number
    }
  | { status: 'disconnected' }

/** The Sign-In with Ethereum session as one tab tells the others about it. */
export type TabSiweSession =
  | { status: 'authenticated'; address: Address; chainId: number }
  | { status: 'unauthenticated' }

/** A message between the page's tabs (`openTabChannel`). */
export type TabMessage =
  | {
      type: 'latch:connection'
      connection: TabConnection
      /**
       * When the change was made, in the tab that tells it (`Date.now()`
       * there, or just after the newest change it followed): news made
       * before the newest change a tab has told or followed is not
       * followed. A safe integer within `tabClockSkew` of the receiving
       * tab's clock, else the message is refused. Absent from an older
       * Latch's messages.
       */
      at?: number | undefined
      /**
       * The telling tab's id, random for each page load: of two changes
       * made in the same millisecond in two tabs, every tab takes the same
       * one as newer (a disconnect, then the greater id's). Absent from an
       * older Latch's messages.
       */
      from?: string | undefined
    }
  | { type: 'latch:siwe'; session: TabSiweSession }

// Caps on what another tab (or another page of the origin) can make this one
// read: longer ids and longer account lists than any wallet's.
const connectorIdMaxLength = 200
const accountsMaxLength = 20
const tabIdMaxLength = 64
// A change is told as it is made: its time is the telling tab's clock, the
// same as this one's but for a small skew. A time far from it (another
// page of the origin posting `at: 1e308`) would be newer than every change
// a tab can make, and stop the tabs following each other until a reload.
const tabClockSkew = 60_000

/**
 * Reads a message from another tab: anything but a well-formed `TabMessage`
 * (addresses valid, chain ids positive integers, ids and lists capped, a
 * change's time a safe integer within a minute of `now`) is refused with
 * `undefined`. Another page of the origin can post anything.
 */
export function parseTabMessage(
  data: unknown,
  now: number = Date.now(),
): TabMessage | undefined {
  if (!isRecord(data)) return
  if (data.type === 'latch:connection') {
    const connection = parseConnection(data.connection)
    if (!connection) return
    const { at, from } = data
    if (
      at !== undefined &&
      (typeof at !== 'number' ||
        !Number.isSafeInteger(at) ||
        Math.abs(at - now) > tabClockSkew)
    )
      return
    if (
      from !== undefined &&
      (typeof from !== 'string' ||
        from.length === 0 ||
        from.length > tabIdMaxLength)
    )
      return
    return {
      type: 'latch:connection',
      connection,
      ...(at === undefined ? {} : { at }),
      ...(from === undefined ? {} : { from }),
    }
  }
  if (data.type === 'latch:siwe') {
    const session = parseSiweSession(data.session)
    return session && { type: 'latch:siwe', session }
  }
  return
}

function parseConnection(value: unknown): TabConnection | undefined {
  if (!isRecord(value)) return
  if (value.status === 'disconnected') return { status: 'disconnected' }
  if (value.status !== 'connected') return
  const { connectorId, accounts } = value
  const chainId = parseChainId(value.chainId)
  if (
    typeof connectorId !== 'string' ||
    connectorId.length === 0 ||
    connectorId.length > connectorIdMaxLength ||
    !Array.isArray(accounts) ||
    accounts.length === 0 ||
    accounts.length > accountsMaxLength ||
    typeof value.chainId !== 'number' ||
    chainId === undefined
  )
    return
  const valid: Address[] = []
  for (const account of accounts) {
    const address = parseAddress(account)
    if (!address) return
    valid.push(address)
  }
  return {
    status: 'connected',
    connectorId,
    accounts: valid as [Address, ...Address[]],
    chainId,
  }
}

function parseSiweSession(value: unknown): TabSiweSession | undefined {
  if (!isRecord(value)) return
  if (value.status === 'unauthenticated') return { status: 'unauthenticated' }
  if (value.status !== 'authenticated') return
  const address = parseAddress(value.address)
  const chainId =
    typeof value.chainId === 'number' ? parseChainId(value.chainId) : undefined
  if (!address || chainId === undefined) return
  return { status: 'authenticated', address, chainId }
}

function parseAddress(value: unknown): Address | undefined {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) return
  return getAddress(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
