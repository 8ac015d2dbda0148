import type { SessionTypes } from '@walletconnect/types'
import {
  type Metadata,
  UniversalProvider,
  type UniversalProviderOpts,
} from '@walletconnect/universal-provider'
import { formatMessage } from '@walletconnect/utils'
import {
  type Address,
  getAddress,
  isAddress,
  numberToHex,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { PairingExpiredError } from '../errors/provider.ts'
import { parseChainId } from './parseChainId.ts'

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

// The methods Latch asks a wallet for, and the events it listens to; all
// optional (CAIP-25): a wallet approves what it serves.
const methods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_showCallsStatus',
]
const events = ['chainChanged', 'accountsChanged']
// A wallet's methods never go to a node, approved or not.
const walletMethod = /^(wallet_|personal_sign$|eth_sign)|^eth_sendTransaction$/

// Kept under the key WalletConnect's Ethereum provider used, so that a
// session it stored is restored on the same chain.
const chainIdKey = 'wc@2:ethereum_provider:/chainId'

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
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      try {
        ;(listener as (...args: unknown[]) => void)(...args)
      } catch {
        // One listener's failure is not the wallet's, nor another's.
      }
  }
  let chainId = chainIds[0] ?? 1
  let accounts: Address[] = []
  let rpcId = 0

  const storage = () => signer.client.core.storage
  const persistChainId = () =>
    storage()
      .setItem(chainIdKey, chainId)
      .catch(() => {})

  function sessionChainIds(session = signer.session): number[] {
    const ids: number[] = []
    for (const [key, namespace] of Object.entries(session?.namespaces ?? {})) {
      if (key !== 'eip155' && !key.startsWith('eip155:')) continue
      for (const account of arrayOf(namespace?.accounts)) {
        const id = parseChainId(String(account).split(':')[1])
        if (id !== undefined && !ids.includes(id)) ids.push(id)
      }
    }
    return ids
  }

  // The session's addresses on `chainId`, else on any of its chains (a
  // wallet that switched to a chain its session never named).
  function sessionAccounts(session = signer.session): Address[] {
    const all: [number | undefined, Address][] = []
    for (const [key, namespace] of Object.entries(session?.namespaces ?? {})) {
      if (key !== 'eip155' && !key.startsWith('eip155:')) continue
      for (const account of arrayOf(namespace?.accounts)) {
        const [, reference, address] = String(account).split(':')
        if (address && isAddress(address, { strict: false }))
          all.push([parseChainId(reference), getAddress(address)])
      }
    }
    const here = all.filter(([id]) => id === chainId).map(([, a]) => a)
    return unique(here.length ? here : all.map(([, a]) => a))
  }

  function adopt(session: SessionTypes.Struct, preferred?: number) {
    const approved = sessionChainIds(session)
    chainId =
      preferred !== undefined && approved.includes(preferred)
        ? preferred
        : (chainIds.find((id) => approved.includes(id)) ??
          approved[0] ??
          chainId)
    signer.setDefaultChain(`eip155:${chainId}`)
    accounts = sessionAccounts(session)
    void persistChainId()
  }

  function reset() {
    accounts = []
    chainId = chainIds[0] ?? chainId
  }

  // The SDK's events, checked: a malformed one is dropped here, never
  // thrown inside the SDK's own loop.
  signer.on('display_uri', (uri: unknown) => {
    if (typeof uri === 'string') emit('display_uri', uri)
  })
  // The wallet's `accountsChanged` as it sent it (the SDK's own drops an
  // empty list, which says the wallet let go of every account).
  signer.on('session_event', (payload: unknown) => {
    const event = (payload as { params?: { event?: unknown } } | undefined)
      ?.params?.event as { name?: unknown; data?: unknown } | undefined
    if (event?.name !== 'accountsChanged' || !Array.isArray(event.data)) return
    const next: Address[] = []
    for (const item of event.data) {
      // "0x…" or CAIP-10 "eip155:<chainId>:0x…".
      const address = typeof item === 'string' ? item.split(':').at(-1) : ''
      if (!address || !isAddress(address, { strict: false })) return
      next.push(getAddress(address))
    }
    accounts = unique(next)
    emit('accountsChanged', accounts)
  })
  signer.on('chainChanged', (next: unknown) => {
    const id = parseChainId(next)
    if (id === undefined || id === chainId) return
    chainId = id
    void persistChainId()
    emit('chainChanged', numberToHex(id))
    // The session may list other accounts on that chain.
    const mine = sessionAccounts()
    if (mine.length && mine.join() !== accounts.join()) {
      accounts = mine
      emit('accountsChanged', accounts)
    }
  })
  signer.on('session_update', (payload: unknown) => {
    const mine = sessionAccounts()
    if (mine.length && mine.join() !== accounts.join()) {
      accounts = mine
      emit('accountsChanged', accounts)
    }
    emit('session_update', payload)
  })
  signer.on('session_delete', (payload: unknown) => {
    reset()
    emit('session_delete', payload)
    emit(
      'disconnect',
      new ProviderDisconnectedError(new Error('The wallet ended the session.')),
    )
  })

  // A session the SDK kept (a reload): restored on the chain it was on.
  if (signer.session) {
    const stored = parseChainId(
      await storage()
        .getItem(chainIdKey)
        .catch(() => undefined),
    )
    adopt(signer.session, stored)
  }

  async function read(method: string, params: unknown) {
    const url = rpcMap[chainId]
    if (!url)
      throw new UnsupportedProviderMethodError(
        new Error(`No RPC URL for chain ${chainId}.`),
      )
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: ++rpcId,
        method,
        params: params ?? [],
      }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
    if (body.error)
      throw Object.assign(new Error(body.error.message), body.error)
    return body.result
  }

  const provider: WalletConnectProvider = {
    get session() {
      return signer.session
    },
    get chainId() {
      return chainId
    },
    get accounts() {
      return accounts
    },
    rpcMap,
    signer,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'eth_accounts':
          return signer.session ? [...accounts] : []
        case 'eth_requestAccounts':
          if (!signer.session)
            throw new ProviderDisconnectedError(new Error('No session.'))
          return [...accounts]
        case 'wallet_switchEthereumChain':
          return switchChain(params)
      }
      const session = signer.session
      if (!walletMethod.test(method)) return read(method, params)
      if (!session)
        throw new ProviderDisconnectedError(new Error('No session.'))
      if (!approvedMethods(session).includes(method))
        throw new UnsupportedProviderMethodError(
          new Error(`The wallet's session does not include ${method}.`),
        )
      return signer.request(
        { method, params: params as never },
        `eip155:${chainId}`,
      )
    },
    async connect({ chainId: target, pairingTopic }) {
      const chains = unique([target, ...chainIds]).map((id) => `eip155:${id}`)
      try {
        const session = await signer.connect({
          optionalNamespaces: {
            eip155: {
              chains,
              methods,
              events,
              rpcMap: Object.fromEntries(
                Object.entries(rpcMap).map(([id, url]) => [id, url]),
              ),
            },
          },
          ...(pairingTopic ? { pairingTopic } : {}),
        })
        if (!session)
          throw new ProviderDisconnectedError(new Error('No session.'))
        adopt(session, target)
        if (accounts.length === 0) {
          // Nothing Latch can use: the session is ended, not kept half-open.
          await signer.disconnect().catch(() => {})
          reset()
          throw new ProviderDisconnectedError(
            new Error('The wallet approved a session without an account.'),
          )
        }
      } catch (error) {
        throw proposalError(error)
      }
      emit('connect', { chainId: numberToHex(chainId) })
    },
    async authenticate({ chainId: target, pairingTopic: _, ...siwe }) {
      const chains = unique([target, ...chainIds]).map((id) => `eip155:${id}`)
      let result: Awaited<ReturnType<typeof signer.authenticate>>
      try {
        result = await signer.authenticate({
          ...siwe,
          chains,
          methods,
        })
      } catch (error) {
        throw proposalError(error)
      }
      const cacao = result?.auths?.[0]
      const session = result?.session
      if (!session)
        throw new ProviderDisconnectedError(
          new Error('The wallet answered the sign-in without a session.'),
        )
      if (!cacao) {
        // Connected, not signed in: the visitor is offered Sign in after.
        adopt(session, target)
        emit('connect', { chainId: numberToHex(chainId) })
        return undefined
      }
      const issuer = String(cacao.p?.iss ?? '')
      const address = issuer.split(':')[4]
      const signature = cacao.s?.s
      if (
        !address ||
        !isAddress(address, { strict: false }) ||
        typeof signature !== 'string' ||
        !/^0x[0-9a-fA-F]+$/.test(signature)
      ) {
        await signer.disconnect().catch(() => {})
        throw new ProviderDisconnectedError(
          new Error('The wallet answered the sign-in with a malformed proof.'),
        )
      }
      adopt(session, target)
      emit('connect', { chainId: numberToHex(chainId) })
      return {
        address: getAddress(address),
        message: formatMessage(cacao.p, issuer),
        signature: signature as `0x${string}`,
      }
    },
    async disconnect() {
      if (signer.session) await signer.disconnect()
      reset()
    },
  }

  async function switchChain(params: unknown) {
    const id = parseChainId(
      (arrayOf(params)[0] as { chainId?: unknown } | undefined)?.chainId,
    )
    if (id === undefined)
      throw new UnsupportedProviderMethodError(new Error('Bad chain id.'))
    const session = signer.session
    if (!session) throw new ProviderDisconnectedError(new Error('No session.'))
    if (id === chainId) return null
    if (sessionChainIds(session).includes(id)) {
      // Approved in the session: the wallet serves it already.
      signer.setDefaultChain(`eip155:${id}`)
    } else {
      if (!approvedMethods(session).includes('wallet_switchEthereumChain'))
        throw Object.assign(
          new Error(`The wallet's session does not include chain ${id}.`),
          { code: 4902 },
        )
      await signer.client.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(id) }],
        },
      })
      signer.setDefaultChain(`eip155:${id}`)
    }
    // The SDK tells its listeners; this says it once, whatever it did.
    if (chainId !== id) {
      chainId = id
      void persistChainId()
      emit('chainChanged', numberToHex(id))
    }
    const mine = sessionAccounts()
    if (mine.length && mine.join() !== accounts.join()) {
      accounts = mine
      emit('accountsChanged', accounts)
    }
    return null
  }

  return provider
}

function approvedMethods(session: SessionTypes.Struct): string[] {
  return Object.entries(session.namespaces ?? {})
    .filter(([key]) => key === 'eip155' || key.startsWith('eip155:'))
    .flatMap(([, namespace]) => arrayOf(namespace?.methods))
    .filter((x): x is string => typeof x === 'string')
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}

// What the SDK rejects a proposal with: the wallet's answer (5000 "User
// rejected."), or its own expiry ("Proposal expired"), or an error.
function proposalError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as {
    code?: unknown
    message?: unknown
  }
  // The sign-in's rejection comes as the bare message.
  const text =
    typeof error === 'string'
      ? error
      : typeof message === 'string'
        ? message
        : ''
  if (/expired/i.test(text)) return new PairingExpiredError({ cause: error })
  if (
    code === 4001 ||
    code === 5000 ||
    code === 5001 ||
    /user rejected|rejected by user/i.test(text)
  )
    return new UserRejectedRequestError(
      error instanceof Error ? error : new Error(text || 'Rejected.'),
    )
  return error
}
