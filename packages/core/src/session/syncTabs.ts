import { type Config, disconnect, type State } from '@wagmi/core'
import type { Address } from 'viem'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { followConnection } from './followConnection.ts'
import { openTabChannel, type StoredTabEvents } from './openTabChannel.ts'
import { forgetDormantSession, isSessionDormant } from './restoreSession.ts'
import { parseTabMessage, type TabConnection } from './tabMessage.ts'

export type SyncTabsParameters = {
  /** What other tabs posted before this started, oldest first. */
  heard?: readonly unknown[] | undefined
  /**
   * The state the tabs last agreed on: before the change that started this,
   * which is then told (`watchTabs` loads this module on the first change).
   */
  previous?: State | undefined
  /**
   * When that change was made (`Date.now()`), told with it: this module is
   * loaded after it, and another tab's change made meanwhile is newer.
   */
  changedAt?: number | undefined
  /**
   * The tabs' channel, already listening (`watchTabs` hands over its own):
   * a message on its way to it is delivered here, not lost with it.
   */
  channel?: BroadcastChannel | undefined
  /**
   * Without a channel, the storage events heard before this started
   * (`startLatch`'s), and the listener that heard them: stopped once this
   * listens, what it heard read as if this had.
   */
  stored?: StoredTabEvents | undefined
}

/** What `syncTabs` returns. */
export type TabSync = { stop: () => void }

/**
 * Keeps the page's tabs in step (`watchTabs` loads it when there is
 * something to tell or to hear): each connection change made here (connect,
 * disconnect, account or chain change) is told to the other tabs, and each
 * one told by another tab is followed here, once validated
 * (`parseTabMessage`). A disconnect ends the session here without asking
 * the wallet again; a connection is restored as a stored session is (a
 * browser wallet asked with `eth_accounts`, a wallet behind an SDK dormant
 * until the visitor acts); a new account or chain is read from this tab's
 * wallet, which is asked to switch when it is still on another chain. What
 * this tab's wallet does not hold is not pretended.
 */
export function syncTabs(
  config: LatchConfig,
  parameters: SyncTabsParameters,
): TabSync {
  const { heard = [], previous, changedAt } = parameters
  // What the tabs agree on, as far as this one knows: what it told last,
  // or was told last. A change that ends there is not news.
  let shared = keyOf(snapshotOf(previous ?? config.state))
  // While a change told by another tab is being followed, the changes it
  // makes here are its own echo (or this wallet's refusal): not news.
  let following = 0
  // A change told while this tab restores its session: followed after.
  let pending: TabConnection | undefined
  // The newest change this tab has told or followed: when it was made, and
  // by which tab. News made before it (a connect in another tab, still on
  // its way when the visitor switched chain here; a third tab's change
  // older than the one followed) is not followed: the other tabs follow
  // the newer change instead, so that all end on the same one. A change
  // made here is told as newer than all this tab has followed.
  const id = Math.random().toString(36).slice(2)
  let newest: Stamp = { at: Number.NEGATIVE_INFINITY, from: '', ended: false }
  let queue = Promise.resolve()

  const follow = (connection: TabConnection) => {
    following++
    queue = queue
      .then(() => apply(config, connection))
      .catch(() => {})
      .finally(() => {
        following--
      })
  }

  const receive = (data: unknown) => {
    const message = parseTabMessage(data)
    if (message?.type !== 'latch:connection') return
    const { connection, at, from = '' } = message
    if (at !== undefined) {
      const stamp = { at, from, ended: connection.status === 'disconnected' }
      if (!isNewer(stamp, newest)) return
      newest = stamp
    }
    shared = keyOf(connection)
    const { status } = config.state
    // The visitor is connecting here: that connection is the newer news.
    if (status === 'connecting' && following === 0) return
    // A session being restored: what another tab did since comes after.
    if (status === 'reconnecting' && following === 0) {
      pending = connection
      return
    }
    follow(connection)
  }

  const change = (state: State, previous: State, at = Date.now()) => {
    if (state.status === 'connecting' || state.status === 'reconnecting') return
    if (following > 0) return
    if (pending) {
      const connection = pending
      pending = undefined
      follow(connection)
      return
    }
    // A connect or restore that failed ends where it started.
    if (state.status === 'disconnected' && previous.status !== 'connected')
      return
    const connection = snapshotOf(state)
    const key = keyOf(connection)
    if (!connection || key === shared) return
    shared = key
    const ended = connection.status === 'disconnected'
    newest = isNewer({ at, from: id, ended }, newest)
      ? { at, from: id, ended }
      : { at: newest.at + 1, from: id, ended }
    channel.post({
      type: 'latch:connection',
      connection,
      at: newest.at,
      from: id,
    })
  }
  const channel = openTabChannel({
    onMessage: receive,
    channel: parameters.channel,
    stored: parameters.stored,
  })
  for (const data of heard) receive(data)
  if (previous) change(config.state, previous, changedAt)
  const stop = config.subscribe(
    (state) => state,
    (state, previous) => change(state, previous),
  )
  return {
    stop() {
      stop()
      channel.close()
    },
  }
}

/**
 * A change as the tabs order it: when it was made (`Date.now()`), by which
 * tab, and whether it ended the session.
 */
type Stamp = { at: number; from: string; ended: boolean }

/**
 * Whether `a` was made after `b`. Of two changes made in the same
 * millisecond, every tab takes the same one as newer: a disconnect (which
 * every tab can follow; a connection, only a tab whose wallet holds it),
 * then the greater tab id's.
 */
function isNewer(a: Stamp, b: Stamp): boolean {
  if (a.at !== b.at) return a.at > b.at
  if (a.ended !== b.ended) return a.ended
  return a.from > b.from
}

/** The connection as the other tabs are told it. */
function snapshotOf(state: State): TabConnection | undefined {
  const { status, current, connections } = state
  if (status === 'disconnected') return { status: 'disconnected' }
  if (status !== 'connected' || !current) return
  const connection = connections.get(current)
  const [account, ...others] = connection?.accounts ?? []
  if (!connection || !account) return
  return {
    status: 'connected',
    connectorId: connection.connector.id,
    accounts: [account, ...others],
    chainId: connection.chainId,
  }
}

function keyOf(connection: TabConnection | undefined): string | undefined {
  if (!connection) return
  if (connection.status === 'disconnected') return 'disconnected'
  const { connectorId, accounts, chainId } = connection
  return JSON.stringify([
    connectorId,
    accounts.map((x) => x.toLowerCase()),
    chainId,
  ])
}

function sameAccounts(a: readonly Address[], b: readonly Address[]) {
  return (
    a.length === b.length &&
    a.every((x, index) => x.toLowerCase() === b[index]?.toLowerCase())
  )
}

/** Brings this tab to the connection another tab told. */
async function apply(config: LatchConfig, told: TabConnection) {
  const { current, connections, status } = config.state
  const connection = current ? connections.get(current) : undefined
  if (told.status === 'disconnected') {
    if (status === 'disconnected') return
    await disconnectHere(config)
    return
  }
  if (!connection || connection.connector.id !== told.connectorId) {
    await followConnection(config, told)
    return
  }
  const { connector } = connection
  const dormant = isSessionDormant(config)
  let accounts: readonly Address[] = connection.accounts
  if (!sameAccounts(accounts, told.accounts)) {
    // A dormant session's wallet is not asked (no SDK loads): the other
    // tab's wallet is the same session's.
    if (dormant) accounts = told.accounts
    else {
      const held = await connector.getAccounts()
      const first = told.accounts[0]
      const has = held.find((x) => x.toLowerCase() === first.toLowerCase())
      accounts = has
        ? [has, ...held.filter((x) => x !== has)]
        : held.length > 0
          ? held
          : accounts
    }
  }
  let chainId = connection.chainId
  if (chainId !== told.chainId) {
    if (dormant) chainId = told.chainId
    else {
      chainId = await connector.getChainId()
      if (
        chainId !== told.chainId &&
        connector.switchChain &&
        config.chains.some((x) => x.id === told.chainId)
      ) {
        // This tab's wallet keeps its own chain: it follows the one the
        // visitor chose in the other tab.
        await connector.switchChain({ chainId: told.chainId }).catch(() => {})
        chainId = await connector.getChainId()
      }
    }
  }
  const [account, ...others] = accounts
  if (!account) return
  config.setState((x) => {
    const now = x.current ? x.connections.get(x.current) : undefined
    if (!now || now.connector.uid !== connector.uid) return x
    return {
      ...x,
      connections: new Map(x.connections).set(connector.uid, {
        ...now,
        accounts: [account, ...others],
        chainId,
      }),
    }
  })
}

/**
 * Ends the session here, the other tab having ended it with the wallet: a
 * dormant one without loading its SDK, a live one through its connector
 * (which removes its listeners and what its SDK stored).
 */
async function disconnectHere(config: Config) {
  if (forgetDormantSession(config)) return
  for (const { connector } of [...config.state.connections.values()])
    await disconnect(config, { connector }).catch(() => {})
  if (config.state.status !== 'disconnected')
    config.setState((x) => ({
      ...x,
      connections: new Map(),
      current: null,
      status: 'disconnected',
    }))
}
