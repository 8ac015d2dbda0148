import type { Config, Connector } from '@wagmi/core'
import { registerConnector } from '../config/wagmiInternals.ts'
import { ConnectorNotConfiguredError } from '../errors/provider.ts'
import type { WalletDescriptor } from './walletDescriptor.ts'

/**
 * Returns the config's connector for a wallet option, loading (with its SDK)
 * and registering it the first time.
 */
export async function activateWallet(
  config: Config,
  wallet: WalletDescriptor,
): Promise<Connector> {
  const existing = config.connectors.find((x) => x.id === wallet.id)
  if (existing) return existing
  const { connector } = wallet
  if (!connector)
    throw new ConnectorNotConfiguredError({
      connector: wallet,
      details: wallet.unavailable,
    })
  const connectorFn = connector.eager
    ? connector.create()
    : await connector.load()
  // Another caller may have registered it while the module loaded: then
  // `registerConnector` returns that one.
  return registerConnector(config, wallet.id, () => connectorFn)
}
