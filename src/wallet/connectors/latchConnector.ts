import {
  type ConnectorEventMap,
  type CreateConnectorFn,
  createConnector,
} from '@wagmi/core'
import { switchConnectorChain } from './switchConnectorChain.ts'

/** What a wrapped connector does beyond the official one. */
export type LatchConnectorPolicy = {
  /**
   * Removes what the wallet's SDK stored about the session. It runs after
   * every disconnect: the visitor's, or the wallet's own.
   */
  clearStorage?: ((provider: unknown) => void | Promise<void>) | undefined
}

/** What Latch adds to a connector: its provider, once loaded, read synchronously. */
export type LatchConnectorProperties = {
  /** The provider the connector loaded; never loads one (nor its SDK). */
  getLoadedProvider(): unknown
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

    return {
      ...base,
      async connect(parameters) {
        const result = await base.connect.call(this, parameters)
        live = true
        return result as never
      },
      async disconnect() {
        live = false
        try {
          await base.disconnect.call(this)
        } finally {
          await clearStorage()
        }
      },
      async getProvider(parameters) {
        loaded = await base.getProvider.call(this, parameters)
        return loaded
      },
      async switchChain({ chainId }) {
        return switchConnectorChain({
          chains: config.chains,
          chainId,
          connector: {
            emitter,
            getProvider: () => this.getProvider(),
            name: base.name,
            type: base.type,
          },
        })
      },
      // While no session is live, the wallet's events are not handled at
      // all: wagmi would otherwise re-attach its listeners on a stale
      // `accountsChanged`, and drop its "disconnected" mark so that the next
      // page load reconnects a wallet the visitor disconnected.
      onAccountsChanged(accounts) {
        if (live) base.onAccountsChanged.call(this, accounts)
      },
      onChainChanged(chainId) {
        if (live) base.onChainChanged.call(this, chainId)
      },
      onDisconnect(error) {
        if (live) base.onDisconnect.call(this, error)
      },
      ...(base.onConnect && {
        onConnect(connectInfo) {
          if (live) base.onConnect?.call(this, connectInfo)
        },
      }),
      getLoadedProvider: () => loaded,
    }
  })
}
