import { baseAccount } from '@wagmi/connectors/baseAccount'
import type { CreateConnectorFn } from '@wagmi/core'
import type { WalletContext } from './wallet.ts'
import { walletSdkError } from './walletSdkError.ts'

/**
 * `baseAccount()`'s connector: wagmi's, whose SDK (`@base-org/account`) is an
 * optional peer dependency the dapp installs beside Latch. Loading the SDK
 * fails, when it is not installed, with an error naming the package to
 * install (`walletSdkError`). Loaded when the visitor goes for the wallet.
 */
export function baseAccountConnector({
  appName,
  appIcon,
}: Pick<WalletContext, 'appName' | 'appIcon'>): CreateConnectorFn {
  const connectorFn = baseAccount({
    appName,
    ...(appIcon ? { appLogoUrl: appIcon } : {}),
    // Telemetry would write an inline script (which the policy blocks) and
    // report to Coinbase's analytics.
    preference: { telemetry: false },
  })
  // wagmi's connector imports the SDK in `getProvider`, which its `connect`
  // and `isAuthorized` call through `this`: the override is what they reach.
  return (config) => {
    const connector = connectorFn(config)
    const { getProvider } = connector
    return {
      ...connector,
      async getProvider(parameters) {
        try {
          return await getProvider.call(this, parameters)
        } catch (error) {
          throw walletSdkError({
            wallet: 'Base Account',
            sdk: '@base-org/account',
            error,
          })
        }
      },
    }
  }
}
