import type { Config, Connector, CreateConnectorFn } from '@wagmi/core'

/**
 * Registers a connector with the config after it was created (a lazily
 * loaded or a newly announced wallet), unless one with its id exists.
 */
export function addConnector(
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
