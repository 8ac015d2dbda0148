import { safeStorage } from '../config/safeStorage.ts'
import {
  canSwitchWalletConnectChain,
  type WalletConnectSession,
} from './canSwitchWalletConnectChain.ts'
import type { WalletConnectStorage } from './clearWalletConnectStorage.ts'
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
  'id' | 'name' | 'icon' | 'rdns' | 'description' | 'install' | 'mobile'
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
    // One scan connects and signs in (WalletConnect's one-click auth).
    signInOnConnect: true,
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
    // one loads, what the page's localStorage holds. Its code is fetched
    // when a session ends, not in the first paint.
    async clearStorage(provider?: unknown) {
      const { clearWalletConnectStorage } = await import(
        './clearWalletConnectStorage.ts'
      )
      await clearWalletConnectStorage({
        storage: safeStorage(() => window.localStorage),
        walletConnectStorage: storageOf(provider),
      })
    },
    // Its code, with the SDK's: none of it runs before the visitor picks it.
    async connector(context) {
      const { walletConnectConnector } = await import(
        './walletConnectConnector.ts'
      )
      return walletConnectConnector(context)
    },
  }
}

// Latch's provider → UniversalProvider (`signer`) → SignClient → Core → its storage.
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
