import type { CreateConnectorFn } from '@wagmi/core'
import type { EthereumProviderOptions } from '@walletconnect/ethereum-provider'
import { http } from 'viem'
import { safeStorage } from '../../config/safeStorage.ts'
import {
  clearWalletConnectStorage,
  type WalletConnectStorage,
} from './clearWalletConnectStorage.ts'
import { latchConnector } from './latchConnector.ts'
import type { LazyConnector } from './lazy.ts'

export type WalletConnectParameters = {
  appName: string
  /** The page's origin, told to the wallet as the app's URL. */
  origin: string
  projectId: string | undefined
  /**
   * The HTTP URL the SDK reads each chain through, by chain id (the node
   * provider's where one is configured); a chain not listed is read through
   * its public RPC.
   */
  rpcMap?: Readonly<Record<number, string>> | undefined
  /** A relay of our own (the devnet's); by default WalletConnect's. */
  relayUrl?: string | undefined
  /**
   * Where the SDK keeps its sessions; by default its own store (IndexedDB in
   * a page, memory in Node). Tests hand one store to two page loads.
   */
  storage?: EthereumProviderOptions['storage'] | undefined
}

/**
 * WalletConnect v2 with Latch's own QR code (no WalletConnect modal), its SDK
 * loaded on first use. Without a project id it is listed as not configured.
 * wagmi's connector under Latch's rules: switching chain only when the peer
 * can, and the stored session cleared on every disconnect.
 */
export function walletConnect(
  parameters: WalletConnectParameters,
): LazyConnector {
  const { appName, origin, projectId, rpcMap, relayUrl, storage } = parameters
  if (!projectId)
    return {
      id: 'walletConnect',
      name: 'WalletConnect',
      configured: false,
      reason:
        'No WalletConnect project id is set (VITE_WALLETCONNECT_PROJECT_ID).',
    }
  // The SDK's own store is reachable only through a loaded provider; before
  // one loads, what the page's localStorage holds.
  const clearStorage = (provider?: unknown) =>
    clearWalletConnectStorage({
      storage: safeStorage(() => window.localStorage),
      walletConnectStorage: storageOf(provider),
    })
  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    configured: true,
    clearStorage: () => clearStorage(),
    async load() {
      const { walletConnect } = await import('@wagmi/connectors')
      const connectorFn = walletConnect({
        projectId,
        showQrModal: false,
        // No error reports to WalletConnect's telemetry: only the relay.
        telemetryEnabled: false,
        ...(relayUrl ? { relayUrl } : {}),
        ...(storage ? { storage } : {}),
        metadata: {
          name: appName,
          description: `${appName}: connect your wallet`,
          url: origin,
          icons: [],
        },
      })
      // wagmi hands the SDK, for each chain, the URL of the first transport
      // that has one, else the public RPC; Latch's first is the node
      // provider's websocket, which has none, so the SDK (HTTP only) would
      // never read through the node provider. It gets one HTTP transport per
      // chain instead, on the URL Latch chose.
      const withRpcMap: CreateConnectorFn = (config) =>
        connectorFn(
          Object.assign(Object.create(config), {
            transports: Object.fromEntries(
              config.chains.map((chain) => [
                chain.id,
                http(rpcMap?.[chain.id] ?? chain.rpcUrls.default.http[0]),
              ]),
            ),
          }),
        )
      return latchConnector(withRpcMap, { deferSetup: true, clearStorage })
    },
  }
}

// EthereumProvider → UniversalProvider → SignClient → Core → its storage.
function storageOf(provider: unknown): WalletConnectStorage | undefined {
  const storage = (
    provider as
      | { signer?: { client?: { core?: { storage?: unknown } } } }
      | undefined
  )?.signer?.client?.core?.storage as Partial<WalletConnectStorage> | undefined
  return typeof storage?.getKeys === 'function' &&
    typeof storage.removeItem === 'function'
    ? (storage as WalletConnectStorage)
    : undefined
}
