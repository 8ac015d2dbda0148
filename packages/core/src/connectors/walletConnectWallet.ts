import type { CreateConnectorFn } from '@wagmi/core'
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
import type { Wallet } from './wallet.ts'

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

/** What a wallet reached over WalletConnect is, besides how it connects. */
export type WalletConnectWalletParameters = Pick<
  Wallet,
  'id' | 'name' | 'icon' | 'rdns' | 'description' | 'install'
>

/**
 * A wallet reached over WalletConnect v2 with Latch's own QR code (no
 * WalletConnect modal), its SDK loaded when the visitor picks it; listed as
 * unavailable without the app's project id. Switching chain only when the
 * peer can, and the SDK's stored session cleared on every disconnect.
 */
export function walletConnectWallet(
  parameters: WalletConnectWalletParameters,
): Wallet {
  return {
    ...parameters,
    pairing: true,
    origins: ({ walletConnect }) => {
      const relayUrl = walletConnect ? walletConnect.relayUrl : undefined
      return {
        connect: [
          ...walletConnectOrigins.connect,
          ...(relayUrl
            ? [new URL(relayUrl).origin.replace(/^http/, 'ws')]
            : []),
        ],
        frame: walletConnectOrigins.frame,
      }
    },
    unavailable: ({ walletConnect }) =>
      walletConnect === false
        ? 'WalletConnect is turned off.'
        : walletConnect.projectId
          ? undefined
          : 'No WalletConnect project id is set.',
    canSwitchChain: (provider, chainId) =>
      canSwitchWalletConnectChain(
        (provider as { session?: WalletConnectSession } | undefined)?.session,
        chainId,
      ),
    // The SDK's own store is reachable only through a loaded provider; before
    // one loads, what the page's localStorage holds.
    clearStorage: (provider?: unknown) =>
      clearWalletConnectStorage({
        storage: safeStorage(() => window.localStorage),
        walletConnectStorage: storageOf(provider),
      }),
    async connector({ appName, appUrl, appIcon, walletConnect, rpcMap }) {
      const { projectId, relayUrl, storage } = walletConnect || {}
      const { walletConnect: create } = await import(
        '@wagmi/connectors/walletConnect'
      )
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
