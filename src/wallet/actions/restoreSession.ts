import { type Config, reconnect } from '@wagmi/core'
import { activateConnector, type LazyConnector } from '../connectors/lazy.ts'

export type RestoreSessionParameters = {
  lazyConnectors: readonly LazyConnector[]
}

/**
 * Restores the stored session, if there is one, with its own connector only.
 *
 * It waits for wagmi's persisted state, then, before its first await, sets the
 * status to `reconnecting`, so the first frame painted already shows the
 * session being restored rather than a *Connect wallet* button. No other
 * connector's provider (or SDK) is touched.
 */
export async function restoreSession(
  config: Config,
  parameters: RestoreSessionParameters,
): Promise<void> {
  await waitForHydration(config)
  const { current, connections } = config.state
  const stored = current ? connections.get(current) : undefined
  if (!stored) {
    if (connections.size > 0 || current)
      config.setState((x) => ({ ...x, connections: new Map(), current: null }))
    return
  }

  config.setState((x) => ({ ...x, status: 'reconnecting' }))
  const id = stored.connector.id
  const connector =
    config.connectors.find((x) => x.id === id) ??
    (await activateLazy(config, parameters.lazyConnectors, id))
  if (connector) {
    const restored = await reconnect(config, { connectors: [connector] })
    if (restored.length > 0) return
  }
  config.setState((x) => ({
    ...x,
    connections: new Map(),
    current: null,
    status: 'disconnected',
  }))
}

type Persist = {
  hasHydrated: () => boolean
  onFinishHydration: (listener: () => void) => () => void
}

function waitForHydration(config: Config): Promise<void> {
  // wagmi's store is zustand's `persist` store whenever a storage is set.
  const { persist } = config._internal.store as { persist?: Persist }
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const off = persist.onFinishHydration(() => {
      off()
      resolve()
    })
  })
}

async function activateLazy(
  config: Config,
  lazyConnectors: readonly LazyConnector[],
  id: string,
) {
  const lazy = lazyConnectors.find((x) => x.id === id)
  if (!lazy) return undefined
  return activateConnector(config, lazy).catch(() => undefined)
}
