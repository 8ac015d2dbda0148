import { walletConnect as create } from '@wagmi/connectors/walletConnect'
import type { CreateConnectorFn } from '@wagmi/core'
import { http } from 'viem'
import type { WalletContext } from './wallet.ts'

/**
 * `walletConnectWallet`'s connector: WalletConnect's SDK without its modal,
 * each chain read through the URL Latch chose. Loaded, with the SDK, when the
 * visitor picks the wallet.
 */
export function walletConnectConnector({
  appName,
  appUrl,
  appIcon,
  walletConnect,
  rpcMap,
}: WalletContext): CreateConnectorFn {
  const { projectId, relayUrl, storage } = walletConnect || {}
  const connectorFn = create({
    projectId: projectId ?? '',
    showQrModal: false,
    // No error reports to WalletConnect's telemetry: only the relay.
    telemetryEnabled: false,
    ...(relayUrl ? { relayUrl } : {}),
    ...(storage ? { storage } : {}),
    metadata: {
      name: appName,
      description: `${appName}: connect your wallet`,
      url: appUrl ?? window.location.origin,
      icons: appIcon ? [appIcon] : [],
      // Where a wallet app on the same phone sends the visitor back once
      // they approve: this page (its fragment is the page's own).
      redirect: { universal: window.location.href.split('#')[0] },
    },
  })
  // wagmi hands the SDK, for each chain, the URL of the first transport
  // that has one, else the public RPC; Latch's first may be the node
  // provider's websocket, which has none, so the SDK (HTTP only) would
  // never read through the node provider. It gets one HTTP transport
  // per chain instead, on the URL Latch chose.
  const withRpcMap: CreateConnectorFn = (config) =>
    connectorFn(
      Object.assign(Object.create(config), {
        transports: Object.fromEntries(
          config.chains.map((chain) => [
            chain.id,
            http(rpcMap[chain.id] ?? chain.rpcUrls.default.http[0]),
          ]),
        ),
      }),
    )
  return withRpcMap
}
