import { type Config, type Connector, connect } from '@wagmi/core'
import { activateConnector, type LazyConnector } from '../connectors/lazy.ts'

export type ConnectWalletParameters = {
  /** The connector id of the wallet option the visitor picked. */
  connectorId: string | undefined
  lazyConnectors: readonly LazyConnector[]
}

/**
 * Connects the wallet the visitor picked, loading its connector first when it
 * is a lazily loaded one. Returns the checksummed accounts and the chain id.
 */
export async function connectWallet(
  config: Config,
  parameters: ConnectWalletParameters,
) {
  const { connectorId, lazyConnectors } = parameters
  if (!connectorId) throw new Error('connector is required')
  let connector: Connector | undefined = config.connectors.find(
    (x) => x.id === connectorId,
  )
  if (!connector) {
    const lazy = lazyConnectors.find((x) => x.id === connectorId)
    if (lazy) connector = await activateConnector(config, lazy)
  }
  if (!connector) throw new Error('connector is required')
  return connect(config, { connector })
}
