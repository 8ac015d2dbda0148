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
  try {
    await waitForHydration(config)
    const id = storedConnectorId(config)
    if (!id) {
      const { connections, current } = config.state
      if (connections.size > 0 || current) forget(config)
      return
    }

    config.setState((x) => ({ ...x, status: 'reconnecting' }))
    const connector =
      config.connectors.find((x) => x.id === id) ??
      (await activateLazy(config, parameters.lazyConnectors, id))
    if (connector) {
      const restored = await reconnect(config, { connectors: [connector] })
      if (restored.length > 0) return
    }
    forget(config)
  } catch {
    // Whatever the stored state held, the visitor gets a page that works.
    forget(config)
  }
}

/** The stored session's connector id, if the stored state is whole. */
function storedConnectorId(config: Config): string | undefined {
  const { current, connections } = config.state
  if (typeof current !== 'string' || !(connections instanceof Map)) return
  const id: unknown = connections.get(current)?.connector?.id
  return typeof id === 'string' && id ? id : undefined
}

function forget(config: Config) {
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
