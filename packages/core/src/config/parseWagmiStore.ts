import { deserialize } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { parseChainId } from '../connectors/parseChainId.ts'

/** A connection as wagmi stores it: its connector by identity only. */
export type StoredWagmiConnection = {
  accounts: readonly [Address, ...Address[]]
  chainId: number
  connector: { id: string; name: string; type: string; uid: string }
}

/** wagmi's stored state (`wagmi.store`), as Latch keeps it: checked, capped. */
export type StoredWagmiStore = {
  state: {
    /** The current connection first. */
    connections: Map<string, StoredWagmiConnection>
    chainId?: number
    current: string | null
  }
  version: number
}

/** What one stored state may hold: a wallet's session, not a database. */
export const storedStateLimits = {
  connections: 4,
  accounts: 8,
  /** Characters of a connector's id (an rdns, `rdns#uuid`), uid, name and type. */
  id: 256,
  uid: 64,
  name: 64,
  type: 32,
} as const

/**
 * wagmi's stored state from its text (`serialize`d, as wagmi writes it),
 * checked as any stored value is (Latch's rules, not wagmi's): each
 * connection whole (its accounts addresses, checksummed; its chain id a
 * positive integer; its connector an id, uid, name and type of bounded
 * length, the uid its key), at most `storedStateLimits` of each, the
 * current one first; anything else dropped. Without a whole current
 * connection, `current` is `null`. Never throws: `undefined` for text that
 * is not such a state.
 */
export function parseWagmiStore(
  text: string | null | undefined,
): StoredWagmiStore | undefined {
  if (!text) return undefined
  let parsed: unknown
  try {
    parsed = deserialize(text)
  } catch {
    return undefined
  }
  if (!isRecord(parsed) || !isRecord(parsed.state)) return undefined
  const { state } = parsed
  const version =
    typeof parsed.version === 'number' && Number.isSafeInteger(parsed.version)
      ? parsed.version
      : 0
  const entries: [string, StoredWagmiConnection][] = []
  if (state.connections instanceof Map)
    for (const [key, value] of state.connections) {
      const connection = parseConnection(key, value)
      if (connection) entries.push([key, connection])
    }
  const current =
    typeof state.current === 'string' &&
    entries.some(([key]) => key === state.current)
      ? state.current
      : null
  // The current connection first: it is what a cap keeps.
  entries.sort(([a], [b]) => Number(b === current) - Number(a === current))
  const chainId = parseChainId(state.chainId)
  return {
    state: {
      connections: new Map(entries.slice(0, storedStateLimits.connections)),
      ...(chainId ? { chainId } : {}),
      current,
    },
    version,
  }
}

function parseConnection(
  key: unknown,
  value: unknown,
): StoredWagmiConnection | undefined {
  if (!isRecord(value) || !isRecord(value.connector)) return
  const { id, uid, name, type } = value.connector
  const limits = storedStateLimits
  if (
    !boundedString(id, limits.id) ||
    !boundedString(uid, limits.uid) ||
    uid !== key ||
    !boundedString(name, limits.name, 0) ||
    !boundedString(type, limits.type)
  )
    return
  const chainId = parseChainId(value.chainId)
  if (!chainId || !Array.isArray(value.accounts)) return
  const accounts = (value.accounts as unknown[]).slice(0, limits.accounts)
  if (
    accounts.length === 0 ||
    !accounts.every(
      (x): x is string =>
        typeof x === 'string' && isAddress(x, { strict: false }),
    )
  )
    return
  return {
    accounts: accounts.map((x) => getAddress(x)) as [Address, ...Address[]],
    chainId,
    connector: { id, uid, name, type },
  }
}

function boundedString(value: unknown, max: number, min = 1): value is string {
  return (
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    // Printable, one line: what a UI or a log may show as it is.
    !/\p{Cc}/u.test(value)
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
