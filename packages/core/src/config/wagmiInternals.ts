import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'

// The one module that reaches into wagmi's `config._internal`: what wagmi 3
// does not expose and Latch needs. A wagmi upgrade that moves any of it
// breaks here, and only here.

/**
 * Registers a connector with the config after it was created (a lazily
 * loaded or a newly announced wallet), unless one with its id exists; returns
 * the config's connector for that id.
 */
export function registerConnector(
  config: Config,
  id: string,
  connectorFn: () => CreateConnectorFn,
): Connector {
  const existing = config.connectors.find((x) => x.id === id)
  if (existing) return existing
  const connector = config._internal.connectors.setup(connectorFn())
  config._internal.connectors.setState((connectors) => [
    ...connectors,
    connector,
  ])
  return connector
}

/**
 * Lets a connection wagmi did not make itself (a session Latch restored from
 * storage and then confirmed) follow its wallet as wagmi's own do: account
 * and chain changes, and disconnects.
 */
export function followConnector(config: Config, connector: Connector): void {
  const { events } = config._internal
  connector.emitter.off('connect', events.connect)
  connector.emitter.on('change', events.change)
  connector.emitter.on('disconnect', events.disconnect)
}

type Persist = {
  hasHydrated: () => boolean
  onFinishHydration: (listener: () => void) => () => void
  rehydrate: () => Promise<void> | void
}

function persistOf(config: Config): Persist | undefined {
  // wagmi's store is zustand's `persist` store whenever a storage is set.
  return (config._internal.store as { persist?: Persist }).persist
}

/** Whether wagmi's persisted state (the stored session) has been read. */
export function hasHydrated(config: Config): boolean {
  return persistOf(config)?.hasHydrated() ?? true
}

/** Resolves once wagmi's persisted state has been read. */
export function waitForHydration(config: Config): Promise<void> {
  const persist = persistOf(config)
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const off = persist.onFinishHydration(() => {
      off()
      resolve()
    })
  })
}

/**
 * Reads wagmi's persisted state now: with `ssr`, wagmi leaves it unread until
 * the page says so, after hydration, so the first client render matches the
 * server's.
 */
export async function rehydrate(config: Config): Promise<void> {
  const persist = persistOf(config)
  if (persist && !persist.hasHydrated()) await persist.rehydrate()
}
