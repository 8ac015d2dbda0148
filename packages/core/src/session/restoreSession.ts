import { type Config, type Connector, reconnect } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import {
  followConnector,
  hasHydrated,
  waitForHydration,
} from '../config/wagmiInternals.ts'
import { activateWallet } from '../connectors/activateWallet.ts'
import type { LatchConnectorProperties } from '../connectors/latchConnector.ts'
import { parseChainId } from '../connectors/parseChainId.ts'
import type { WalletDescriptor } from '../connectors/walletDescriptor.ts'
import { type IntentTarget, onFirstIntent } from './onFirstIntent.ts'

/**
 * Restores the stored session, if there is one, with its own connector only.
 *
 * Once wagmi's persisted state is read (at once, when it already is), it
 * sets the status to `reconnecting` before it returns, so the first render
 * already shows the session being restored rather than a *Connect wallet*
 * button. No other connector's provider (or SDK) is touched.
 *
 * A browser wallet is asked at once (`eth_accounts`: no SDK, no prompt). A
 * session of a wallet behind an SDK (Coinbase Wallet, WalletConnect) is
 * restored from what was stored — the account and chain show at first paint —
 * and its SDK is loaded only when the visitor acts: `resumeSession` (on the
 * first click or key press, and before any request that needs the wallet,
 * a dapp's own wagmi hooks' included) asks the wallet,
 * and drops the session if the wallet no longer holds it. Until then no SDK
 * code is fetched and no third party is contacted.
 *
 * However a session is dropped (malformed, its connector not loading, or
 * its wallet no longer holding it), what the SDK stored about it goes too,
 * as on a disconnect.
 */
export function restoreSession(config: LatchConfig): Promise<void> {
  if (hasHydrated(config)) return restore(config)
  return waitForHydration(config).then(() => restore(config))
}

// Synchronous up to its first await: `reconnecting` is set before it returns.
function restore(config: LatchConfig): Promise<void> {
  let stored: StoredConnection | undefined
  try {
    stored = storedConnection(config)
  } catch {}
  if (!stored) {
    const { connections, current } = config.state
    if (connections.size > 0 || current) forget(config)
    return Promise.resolve()
  }
  return restoreConnection(config, stored, { dropStorage: true })
}

/**
 * Ends, without asking its wallet, a session restored from storage whose
 * wallet has not been asked yet (another tab ended it): no SDK loads.
 * Returns whether there was one.
 */
export function forgetDormantSession(config: Config): boolean {
  const connector = dormant.get(config)
  if (!connector || config.state.current !== connector.uid) return false
  latchPropertiesOf(connector)?.holdRequests(undefined)
  forget(config)
  return true
}

/** Whether the current session is restored from storage and not yet confirmed. */
export function isSessionDormant(config: Config): boolean {
  const connector = dormant.get(config)
  return connector !== undefined && config.state.current === connector.uid
}

/**
 * Restores `stored` (a stored session, or another tab's connection:
 * `followConnection`) as `restoreSession` does; if it cannot be, the page
 * ends disconnected and, with `dropStorage`, what the SDK stored goes too.
 * Synchronous up to its first await: `reconnecting` is set before it returns.
 */
export async function restoreConnection(
  config: LatchConfig,
  stored: StoredConnection,
  { dropStorage }: { dropStorage: boolean },
): Promise<void> {
  // The stored session's wallet, once known: what to clean up if dropped.
  let wallet: Connector | WalletDescriptor | undefined
  const end = async () => {
    if (dropStorage) await drop(config, wallet)
    else forget(config)
  }
  try {
    const { connectorId } = stored
    const lazy = config.latch.wallets.find((x) => x.id === connectorId)
    wallet = lazy

    config.setState((x) => ({ ...x, status: 'reconnecting' }))
    const eager = config.connectors.find((x) => x.id === connectorId)
    if (eager) {
      wallet = eager
      const restored = await reconnect(config, { connectors: [eager] })
      if (restored.length === 0) await end()
      return
    }
    // What was stored is checked before anything loads: a malformed session
    // is dropped without fetching its connector or SDK.
    const { accounts, chainId } = stored
    const connector =
      lazy && accounts && chainId
        ? await activateWallet(config, lazy).catch(() => undefined)
        : undefined
    if (!connector || !accounts || !chainId) {
      await end()
      return
    }
    wallet = connector
    config.setState((x) => ({
      ...x,
      connections: new Map([[connector.uid, { accounts, chainId, connector }]]),
      current: connector.uid,
      status: 'connected',
    }))
    dormant.set(config, connector)
    // A request that needs the wallet, wagmi's or a dapp's own, confirms
    // the session first.
    latchPropertiesOf(connector)?.holdRequests(() => resumeSession(config))
  } catch {
    // Whatever the stored state held, the visitor gets a page that works.
    await end()
  }
}

/** Sessions restored from storage whose wallet has not been asked yet. */
const dormant = new WeakMap<Config, Connector>()
const resuming = new WeakMap<Config, Promise<void>>()

/**
 * Asks the wallet of a session restored from storage (see `restoreSession`)
 * whether it still holds it: its SDK loads, the connector connects again
 * silently and its events reach the app; if the wallet no longer authorizes
 * the site, the session is dropped. Settles at once when there is nothing to
 * resume, and never throws. Concurrent calls share one attempt.
 */
export function resumeSession(config: Config): Promise<void> {
  const pending = resuming.get(config)
  if (pending) return pending
  const connector = dormant.get(config)
  if (!connector) return Promise.resolve()
  dormant.delete(config)
  const attempt = resume(config, connector).finally(() =>
    resuming.delete(config),
  )
  resuming.set(config, attempt)
  return attempt
}

async function resume(config: Config, connector: Connector): Promise<void> {
  // The session must still be the one restored: not disconnected, nor
  // replaced by a connection the visitor made meanwhile.
  const current = () =>
    config.state.current === connector.uid &&
    config.state.status === 'connected'
  const latch = latchPropertiesOf(connector)
  try {
    let data: { accounts: readonly Address[]; chainId: number } | undefined
    if (latch) data = await latch.confirmSession()
    else if (await connector.isAuthorized())
      data = await connector.connect({ isReconnecting: true })
    if (!current()) return
    const [account, ...others] = data?.accounts ?? []
    if (!data || !account) {
      await drop(config, connector)
      return
    }
    followConnector(config, connector)
    config.setState((x) => ({
      ...x,
      connections: new Map(x.connections).set(connector.uid, {
        accounts: [account, ...others],
        chainId: data.chainId,
        connector,
      }),
    }))
  } catch {
    if (current()) await drop(config, connector)
  } finally {
    latch?.holdRequests(undefined)
  }
}

/**
 * Resumes the restored session on the visitor's first click, tap or key
 * press (before the click's own handler runs): the wallet's SDK loads in the
 * time the visitor takes to act. Returns a function removing the listeners.
 */
export function resumeSessionOnIntent(
  config: Config,
  target: IntentTarget,
): () => void {
  return onFirstIntent(target, () => void resumeSession(config))
}

/** A session to restore: its connector's id and what it held. */
export type StoredConnection = {
  connectorId: string
  accounts: readonly [Address, ...Address[]] | undefined
  chainId: number | undefined
}

/** The stored session's connector and what it held, if the state is whole. */
function storedConnection(config: Config): StoredConnection | undefined {
  const { current, connections } = config.state
  if (typeof current !== 'string' || !(connections instanceof Map)) return
  const connection: unknown = connections.get(current)
  if (typeof connection !== 'object' || connection === null) return
  const { connector, accounts, chainId } = connection as Record<string, unknown>
  const id: unknown = (connector as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || !id) return
  const valid = Array.isArray(accounts)
    ? accounts.filter(
        (x): x is string =>
          typeof x === 'string' && isAddress(x, { strict: false }),
      )
    : []
  return {
    connectorId: id,
    accounts:
      valid.length > 0 && valid.length === (accounts as unknown[]).length
        ? (valid.map((x) => getAddress(x)) as [Address, ...Address[]])
        : undefined,
    chainId: parseChainId(chainId),
  }
}

function forget(config: Config) {
  dormant.delete(config)
  config.setState((x) => ({
    ...x,
    connections: new Map(),
    current: null,
    status: 'disconnected',
  }))
}

/**
 * Drops the session being restored and, as a disconnect does, what its
 * wallet's SDK stored about it: through its connector once registered (which
 * reaches a loaded SDK's own store), else through its wallet option, which
 * loads nothing.
 */
async function drop(
  config: Config,
  wallet: Connector | WalletDescriptor | undefined,
) {
  forget(config)
  if (!wallet) return
  const latch = 'uid' in wallet ? latchPropertiesOf(wallet) : undefined
  latch?.holdRequests(undefined)
  try {
    if (latch) await latch.clearStorage()
    else if (!('uid' in wallet)) await wallet.clearStorage()
  } catch {
    // Clean-up is best effort: the session is dropped all the same.
  }
}

/** What Latch adds to its connectors, when the connector is Latch's. */
function latchPropertiesOf(
  connector: Connector,
): LatchConnectorProperties | undefined {
  const properties = connector as Partial<LatchConnectorProperties>
  return typeof properties.holdRequests === 'function'
    ? (properties as LatchConnectorProperties)
    : undefined
}
