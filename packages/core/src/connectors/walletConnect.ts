import type { CreateConnectorFn } from '@wagmi/core'
import type { EthereumProviderOptions } from '@walletconnect/ethereum-provider'
import { http } from 'viem'
import { safeStorage } from '../config/safeStorage.ts'
import {
  canSwitchWalletConnectChain,
  type WalletConnectSession,
} from './canSwitchWalletConnectChain.ts'
import {
  clearWalletConnectStorage,
  type WalletConnectStorage,
} from './clearWalletConnectStorage.ts'
import { latchConnector } from './latchConnector.ts'
import type { WalletDescriptor } from './walletDescriptor.ts'
import { walletConnectIcon } from './walletIcons.ts'

export type WalletConnectParameters = {
  /** The dapp's name and the page it runs on, told to the wallet. */
  appName: string
  /** The dapp's URL; the page's origin by default. */
  appUrl?: string | undefined
  /** The dapp's icon URL, shown by the wallet. */
  appIcon?: string | undefined
  /** The WalletConnect Cloud project id; without it the option is listed as unavailable. */
  projectId: string | undefined
  /**
   * The HTTP URL the SDK reads each chain through, by chain id (the node
   * provider's where one is configured); a chain not listed is read through
   * its public RPC.
   */
  rpcMap?: Readonly<Record<number, string>> | undefined
  /**
   * A relay of your own, for offline development and tests only (the
   * devnet's, `@latch/devnet`): production must use WalletConnect's own
   * network, as its licence asks.
   */
  relayUrl?: string | undefined
  /**
   * Where the SDK keeps its sessions; by default its own store (IndexedDB in
   * a page, memory in Node). Tests hand one store to two page loads.
   */
  storage?: EthereumProviderOptions['storage'] | undefined
}

/** Origins WalletConnect's SDK talks to once a visitor picks it. */
const walletConnectOrigins = {
  connect: [
    'wss://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'https://rpc.walletconnect.org',
    'https://rpc.walletconnect.com',
  ],
  // Verify runs in a hidden frame on the dapp side.
  frame: [
    'https://verify.walletconnect.org',
    'https://verify.walletconnect.com',
  ],
}

/**
 * WalletConnect v2 with Latch's own QR code (no WalletConnect modal), its SDK
 * loaded when the visitor picks it. Without a project id it is listed as
 * unavailable. wagmi's connector under Latch's rules: switching chain only
 * when the peer can, and the stored session cleared on every disconnect.
 */
export function walletConnect(
  parameters: WalletConnectParameters,
): WalletDescriptor {
  const { appName, appUrl, appIcon, projectId, rpcMap, relayUrl, storage } =
    parameters
  // The SDK's own store is reachable only through a loaded provider; before
  // one loads, what the page's localStorage holds.
  const clearStorage = async (provider?: unknown) => {
    try {
      await clearWalletConnectStorage({
        storage: safeStorage(() => window.localStorage),
        walletConnectStorage: storageOf(provider),
      })
    } catch {}
  }
  const relay = relayUrl
    ? [new URL(relayUrl).origin.replace(/^http/, 'ws')]
    : []
  const descriptor = {
    id: 'walletConnect',
    name: 'WalletConnect',
    icon: walletConnectIcon,
    kind: 'qrCode',
    pairing: true,
    origins: {
      connect: [...walletConnectOrigins.connect, ...relay],
      frame: walletConnectOrigins.frame,
    },
    canSwitchChain: (provider, chainId) =>
      canSwitchWalletConnectChain(
        (provider as { session?: WalletConnectSession } | undefined)?.session,
        chainId,
      ),
    clearStorage: () => clearStorage(),
  } satisfies Omit<WalletDescriptor, 'connector' | 'unavailable'>
  if (!projectId)
    return {
      ...descriptor,
      connector: undefined,
      unavailable: 'No WalletConnect project id is set.',
    }
  return {
    ...descriptor,
    unavailable: undefined,
    connector: {
      eager: false,
      async load() {
        const { walletConnect } = await import(
          '@wagmi/connectors/walletConnect'
        )
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
            url: appUrl ?? window.location.origin,
            icons: appIcon ? [appIcon] : [],
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
                  http(rpcMap?.[chain.id] ?? chain.rpcUrls.default.http[0]),
                ]),
              ),
            }),
          )
        return latchConnector(withRpcMap, {
          deferSetup: true,
          clearStorage,
          canSwitchChain: descriptor.canSwitchChain,
        })
      },
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
