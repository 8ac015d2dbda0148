import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'
import { ConnectorNotConfiguredError } from '../errors/provider.ts'
import { addConnector } from './addConnector.ts'

/**
 * A wallet option whose connector (and SDK) is loaded only when the visitor
 * picks it, or when it holds the session being restored.
 */
export type LazyConnector = {
  /** The id its connector will have (`coinbaseWalletSDK`, `walletConnect`). */
  id: string
  name: string
} & (
  | {
      configured: true
      load: () => Promise<CreateConnectorFn>
      /**
       * Removes what its SDK stored about a session, as its connector's
       * disconnect does, without loading the connector or the SDK: for a
       * stored session dropped before either loads.
       */
      clearStorage?: (() => void | Promise<void>) | undefined
    }
  | { configured: false; reason: string }
)

/**
 * Returns the config's connector for a lazy wallet option, loading and
 * registering it the first time.
 */
export async function activateConnector(
  config: Config,
  lazy: LazyConnector,
): Promise<Connector> {
  const existing = config.connectors.find((x) => x.id === lazy.id)
  if (existing) return existing
  if (!lazy.configured)
    throw new ConnectorNotConfiguredError({
      connector: lazy,
      details: lazy.reason,
    })
  const connectorFn = await lazy.load()
  // Another caller may have registered it while the module loaded: then
  // `addConnector` returns that one.
  return addConnector(config, lazy.id, () => connectorFn)
}
