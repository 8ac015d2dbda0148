import {
  type ConnectorEventMap,
  type CreateConnectorFn,
  createConnector,
} from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { DisconnectedError, UnknownWalletError } from '../errors/provider.ts'
import { parseChainId } from './parseChainId.ts'

/** What a wrapped connector does beyond the official one. */
export type LatchConnectorPolicy = {
  /**
   * Removes what the wallet's SDK stored about the session. It runs after
   * every disconnect: the visitor's, or the wallet's own; and when a session
   * restored from storage is dropped (the connector's `clearStorage`).
   */
  clearStorage?: ((provider: unknown) => void | Promise<void>) | undefined
  /**
   * Runs the official connector's `setup` (which loads its SDK, as
   * WalletConnect's does) when its provider is first loaded for a reason of
   * its own — connecting, or confirming a restored session — rather than as
   * soon as the connector is registered.
   */
  deferSetup?: boolean | undefined
  /**
   * Whether the wallet can be asked to switch to `chainId`, read from its
   * loaded provider (`WalletDescriptor.canSwitchChain`); every wallet can,
   * unless this says otherwise.
   */
  canSwitchChain?: ((provider: unknown, chainId: number) => boolean) | undefined
}

/**
 * What Latch adds to a connector: its provider, once loaded, read
 * synchronously, and the clean-up a disconnect runs.
 */
export type LatchConnectorProperties = {
  /** The provider the connector loaded; never loads one (nor its SDK). */
  getLoadedProvider(): unknown
  /**
   * Removes what the wallet's SDK stored about the session, as a disconnect
   * does (`LatchConnectorPolicy.clearStorage`), for a session dropped
   * without one. Never throws.
   */
  clearStorage(): Promise<void>
  /** The policy's switch rule, for Latch's own switch (`switchWalletChain`). */
  canSwitchChain: LatchConnectorPolicy['canSwitchChain']
  /**
   * Holds every request that needs the wallet (through `getProvider`, which
   * wagmi's actions and a dapp's own wagmi hooks all use) until `wait`
   * settles: a session restored from storage is confirmed with its wallet
   * first; if it was dropped meanwhile, they fail (`DisconnectedError`)
   * without reaching the wallet. `undefined` lets them through again.
   */
  holdRequests(wait: (() => Promise<void>) | undefined): void
  /**
   * Asks the wallet whether it still holds the session restored from
   * storage, past the hold: reconnects it silently when it is authorized,
   * `undefined` when it is not.
   */
  confirmSession(): Promise<
    { accounts: readonly Address[]; chainId: number } | undefined
  >
}

/**
 * Wraps an official wagmi connector with Latch's rules, without forking it:
 * wallet events reach the app only while a session the visitor opened is
 * live, so a stale event after a disconnect changes nothing; switching chain
 * follows Latch's policy; a disconnect, by either side, clears the SDK's
 * storage; and the loaded provider can be read synchronously.
 */
export function latchConnector(
  connectorFn: CreateConnectorFn,
  policy: LatchConnectorPolicy = {},
): CreateConnectorFn<unknown, LatchConnectorProperties> {
  return createConnector<unknown, LatchConnectorProperties>((config) => {
    const emitter = config.emitter
    let live = false
    let loaded: unknown
    let setupPending = false
    let hold: (() => Promise<void>) | undefined

    async function clearStorage() {
      try {
        await policy.clearStorage?.(loaded)
      } catch {
        // Storage can be denied (opaque origins): clean-up is best effort and
        // must never keep the visitor connected.
      }
    }

    // The official connector reaches the app only through its emitter: this
    // one passes its events on only while a session is live, whatever path
    // they take inside the connector. "message" (connecting, WalletConnect's
    // URI) is part of connecting, so it always passes.
    const gated: typeof emitter = Object.create(emitter)
    gated.emit = ((event: keyof ConnectorEventMap, ...data: never[]) => {
      if (event !== 'message' && !live) return
      if (event === 'disconnect') {
        live = false
        void clearStorage()
      }
      ;(emitter.emit as (event: string, ...data: unknown[]) => void)(
        event,
        ...data,
      )
    }) as typeof emitter.emit
    // Inherits the rest, `providers` getter included.
    const base = connectorFn(
      Object.assign(Object.create(config), { emitter: gated }),
    )

    async function loadProvider(
      this: unknown,
      parameters?: { chainId?: number | undefined } | undefined,
    ) {
      loaded = await base.getProvider.call(this as never, parameters)
      if (setupPending && base.setup) {
        setupPending = false
        settle(base.setup.call(this as never))
      }
      return loaded
    }

    return {
      ...base,
      ...(base.setup && policy.deferSetup
        ? {
            async setup() {
              setupPending = true
            },
          }
        : {}),
      async connect(parameters) {
        const result = (await base.connect.call(this, parameters)) as {
          accounts: readonly unknown[]
          chainId: unknown
        }
        // With `withCapabilities` (wagmi 3), each account comes as
        // `{ address, capabilities }` (a sign-in's proof among them).
        const withCapabilities = !!(
          parameters as { withCapabilities?: unknown } | undefined
        )?.withCapabilities
        const listed =
          withCapabilities && Array.isArray(result.accounts)
            ? result.accounts.map((account) =>
                typeof account === 'object' && account !== null
                  ? (account as { address?: unknown }).address
                  : account,
              )
            : result.accounts
        // What the wallet answered is checked before the session goes live:
        // a connection always has at least one valid account and a chain id.
        const accounts = toAccounts(listed, 'connect')
        if (accounts.length === 0)
          throw malformed('connect', 'no account', result.accounts)
        const chainId = toChainId(result.chainId, 'connect')
        live = true
        if (!withCapabilities) return { ...result, accounts, chainId } as never
        return {
          ...result,
          accounts: accounts.map((address, index) => ({
            address,
            capabilities: capabilitiesOf(result.accounts[index]),
          })),
          chainId,
        } as never
      },
      async getAccounts() {
        return toAccounts(await base.getAccounts.call(this), 'request')
      },
      async getChainId() {
        return toChainId(await base.getChainId.call(this), 'request')
      },
      async disconnect() {
        live = false
        try {
          await base.disconnect.call(this)
        } catch (error) {
          // Dropped while the disconnect waited for it: already ended.
          if ((error as { cause?: unknown }).cause !== sessionDropped)
            throw error
        } finally {
          await clearStorage()
        }
      },
      async getProvider(parameters) {
        if (hold) {
          await hold()
          // The wallet did not confirm the session (or the visitor ended it
          // meanwhile): what was held is not the wallet's to answer.
          if (!live) throw new DisconnectedError({ cause: sessionDropped })
        }
        return loadProvider.call(this, parameters)
      },
      async switchChain({ chainId }) {
        // Loaded when a switch is asked: not part of the first paint.
        const { switchConnectorChain } = await import(
          './switchConnectorChain.ts'
        )
        return switchConnectorChain({
          chains: config.chains,
          chainId,
          connector: {
            emitter,
            getProvider: () => this.getProvider(),
            name: base.name,
          },
          canSwitchChain: policy.canSwitchChain,
        })
      },
      // While no session is live, the wallet's events are not handled at
      // all: wagmi would otherwise re-attach its listeners on a stale
      // `accountsChanged`, and drop its "disconnected" mark so that the next
      // page load reconnects a wallet the visitor disconnected.
      // A wallet's event whose payload is malformed says nothing the app can
      // use: it is ignored rather than turned into NaN or a thrown error in
      // the wallet's own event loop.
      onAccountsChanged(accounts) {
        if (!live) return
        let valid: Address[]
        try {
          valid = toAccounts(accounts, 'request')
        } catch {
          return
        }
        settle(base.onAccountsChanged.call(this, valid))
      },
      onChainChanged(chainId) {
        if (!live || parseChainId(chainId) === undefined) return
        settle(base.onChainChanged.call(this, String(parseChainId(chainId))))
      },
      onDisconnect(error) {
        if (live) settle(base.onDisconnect.call(this, error))
      },
      ...(base.onConnect && {
        onConnect(connectInfo) {
          if (!live) return
          const chainId = parseChainId(
            (connectInfo as { chainId?: unknown } | undefined)?.chainId,
          )
          if (chainId === undefined) return
          settle(base.onConnect?.call(this, { chainId: String(chainId) }))
        },
      }),
      getLoadedProvider: () => loaded,
      clearStorage,
      canSwitchChain: policy.canSwitchChain,
      holdRequests(wait) {
        hold = wait
      },
      async confirmSession() {
        // Past the hold: the wallet is asked from inside it.
        const inner = Object.create(this, {
          getProvider: {
            value: (parameters?: { chainId?: number }) =>
              loadProvider.call(inner, parameters),
          },
        })
        if (!(await base.isAuthorized.call(inner))) return undefined
        return this.connect.call(inner, { isReconnecting: true }) as never
      },
    }
  })
}

/** Why a request held for a restored session failed: the session was dropped. */
const sessionDropped = new Error(
  'The session restored from storage was dropped: its wallet no longer holds it.',
)

function toChainId(value: unknown, operation: 'connect' | 'request'): number {
  const id = parseChainId(value)
  if (id === undefined) throw malformed(operation, 'chain id', value)
  return id
}

/**
 * The accounts as the wallet listed them, checksummed (EIP-55); anything not
 * a list of addresses is a malformed answer.
 */
function toAccounts(
  value: unknown,
  operation: 'connect' | 'request',
): Address[] {
  if (!Array.isArray(value)) throw malformed(operation, 'account list', value)
  return value.map((account) => {
    if (typeof account !== 'string' || !isAddress(account, { strict: false }))
      throw malformed(operation, 'account', account)
    return getAddress(account)
  })
}

function malformed(
  operation: 'connect' | 'request',
  what: string,
  value: unknown,
): UnknownWalletError {
  return new UnknownWalletError({
    operation,
    cause: new Error(
      `The wallet answered with a malformed ${what}: ${preview(value)}.`,
    ),
  })
}

function preview(value: unknown): string {
  try {
    const text =
      typeof value === 'string' ? JSON.stringify(value) : String(value)
    return text.length > 80 ? `${text.slice(0, 80)}…` : text
  } catch {
    return typeof value
  }
}

/** An account's capabilities as the connector listed them; `{}` otherwise. */
function capabilitiesOf(account: unknown): Record<string, unknown> {
  const capabilities =
    typeof account === 'object' && account !== null
      ? (account as { capabilities?: unknown }).capabilities
      : undefined
  return typeof capabilities === 'object' && capabilities !== null
    ? (capabilities as Record<string, unknown>)
    : {}
}

/** Lets an event handler's promise fail without an unhandled rejection. */
function settle(result: unknown) {
  if (result instanceof Promise) result.catch(() => {})
}
