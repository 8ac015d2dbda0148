import type { SessionTypes } from '@walletconnect/types'
import {
  type Metadata,
  UniversalProvider,
  type UniversalProviderOpts,
} from '@walletconnect/universal-provider'
import type { Address } from 'viem'
import { adoptWalletConnectSession } from './adoptWalletConnectSession.ts'
import { authenticateWalletConnect } from './authenticateWalletConnect.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'
import { parseChainId } from './parseChainId.ts'
import { requestWalletConnect } from './requestWalletConnect.ts'
import { resetWalletConnectState } from './resetWalletConnectState.ts'
import { walletConnectChainIdKey } from './walletConnectChainIdKey.ts'
import { walletConnectState } from './walletConnectState.ts'
import { watchWalletConnectEvents } from './watchWalletConnectEvents.ts'

/** What Latch's WalletConnect provider is made with. */
export type CreateWalletConnectProviderParameters = {
  /** The app's WalletConnect project id. */
  projectId: string
  /** A relay of Latch's own (the devnet's); WalletConnect's network otherwise. */
  relayUrl?: string | undefined
  /** Where the SDK keeps its sessions; its own store by default. */
  storage?: UniversalProviderOpts['storage'] | undefined
  /** Who asks: shown by the wallet; `redirect.universal` brings a phone back. */
  metadata: Metadata
  /** The config's chains, in its order: the first is the default. */
  chainIds: readonly number[]
  /** The HTTP URL each chain is read through (Latch's choice). */
  rpcMap: Readonly<Record<number, string>>
}

/** A Sign-In with Ethereum request answered through `wc_sessionAuthenticate`. */
export type WalletConnectAuthenticateParameters = {
  chainId: number
  nonce: string
  statement?: string | undefined
  domain: string
  uri: string
  pairingTopic?: string | undefined
}

/** What the wallet signed for `authenticate`: an EIP-4361 message. */
export type WalletConnectAuthenticateReturnType = {
  address: Address
  message: string
  signature: `0x${string}`
}

type Listener = (...args: never[]) => void

/** Latch's EIP-1193 provider over a WalletConnect v2 session. */
export type WalletConnectProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** The live session, if any (`SessionTypes.Struct`). */
  readonly session: SessionTypes.Struct | undefined
  /** The chain requests go to. */
  readonly chainId: number
  /** The session's accounts on that chain, checksummed. */
  readonly accounts: readonly Address[]
  /** The HTTP URL each chain is read at. */
  readonly rpcMap: Readonly<Record<number, string>>
  /** The SDK (its sign client: `signer.client`, its store `.core.storage`). */
  readonly signer: InstanceType<typeof UniversalProvider>
  /** Proposes a session (its URI comes as `display_uri`) and waits for it. */
  connect(parameters: {
    chainId: number
    pairingTopic?: string | undefined
  }): Promise<void>
  /**
   * Proposes a session with Sign-In with Ethereum (`wc_sessionAuthenticate`);
   * `undefined` when the wallet approved the session without signing (it
   * does not support one-click auth, and the SDK's fallback proposal ran).
   */
  authenticate(
    parameters: WalletConnectAuthenticateParameters,
  ): Promise<WalletConnectAuthenticateReturnType | undefined>
  /** Ends the session with the wallet. */
  disconnect(): Promise<void>
}

/**
 * Latch's WalletConnect v2 provider: WalletConnect's UniversalProvider,
 * without any modal, its requests routed to `eip155:<chainId>` and its reads
 * to the URL Latch chose for the chain; what the wallet says is checked
 * before anyone hears of it.
 */
export async function createWalletConnectProvider(
  parameters: CreateWalletConnectProviderParameters,
): Promise<WalletConnectProvider> {
  const { chainIds, rpcMap } = parameters
  const signer = await UniversalProvider.init({
    projectId: parameters.projectId,
    metadata: parameters.metadata,
    // No error reports to WalletConnect's telemetry: only the relay.
    telemetryEnabled: false,
    disableProviderPing: true,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  const state = walletConnectState({ signer, chainIds, rpcMap })
  watchWalletConnectEvents(state)

  // A session the SDK kept (a reload): restored on the chain it was on.
  if (signer.session) {
    const stored = parseChainId(
      await signer.client.core.storage
        .getItem(walletConnectChainIdKey)
        .catch(() => undefined),
    )
    adoptWalletConnectSession(state, signer.session, stored)
  }

  return {
    get session() {
      return signer.session
    },
    get chainId() {
      return state.chainId
    },
    get accounts() {
      return state.accounts
    },
    rpcMap,
    signer,
    on(event, listener) {
      const set = state.listeners.get(event) ?? new Set()
      state.listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      state.listeners.get(event)?.delete(listener)
    },
    request: (args) => requestWalletConnect(state, args),
    connect: (parameters) => connectWalletConnect(state, parameters),
    authenticate: (parameters) => authenticateWalletConnect(state, parameters),
    async disconnect() {
      if (signer.session) await signer.disconnect()
      resetWalletConnectState(state)
    },
  }
}
