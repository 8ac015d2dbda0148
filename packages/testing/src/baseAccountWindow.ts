import { type EIP1193Provider, getAddress, type Hex, stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** A chain the stand-in tells the SDK about (`data.chains`: id → RPC URL). */
export type BaseAccountWindowChain = { id: number; rpcUrl: string }

/** What the SDK told the window as it loaded (its config message). */
export type BaseAccountWindowConfig = {
  version: string
  sdkName: string
  metadata: { appName: string; appLogoUrl: string; appChainIds: number[] }
  preference: Record<string, unknown>
  location: string
}

/** Where the window keeps its key pair between its openings (keys.coinbase.com's own storage). */
export type BaseAccountWindowKeyStore = {
  load: () => Promise<CryptoKeyPair | undefined>
  save: (keys: CryptoKeyPair) => Promise<void>
}

export type BaseAccountWindowParameters = {
  /** The wallet behind the window (the Dev wallet): it approves and signs. */
  wallet: Pick<EIP1193Provider, 'request'>
  chains: readonly BaseAccountWindowChain[]
  /** In memory by default. */
  keys?: BaseAccountWindowKeyStore | undefined
  /**
   * Whether `wallet_connect`'s `signInWithEthereum` capability is answered
   * (the message built from the request, signed by the wallet); true by
   * default. False: a window that connects without it, as a wallet that
   * skips a capability does.
   */
  signInWithEthereum?: boolean | undefined
}

/** `wallet_connect`'s `signInWithEthereum` capability, as the SDK passes it on. */
type SignInWithEthereumRequest = {
  nonce: string
  chainId: string
  version?: string
  domain?: string
  uri?: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

export type BaseAccountWindow = {
  /** The message a window sends its opener once loaded. */
  loaded: () => { event: 'PopupLoaded'; id: string }
  /**
   * Answers one message from the SDK: the reply to post back, or
   * `undefined` for a message that takes none (the config).
   */
  answer: (message: unknown) => Promise<Record<string, unknown> | undefined>
  /** The config messages received, in order. */
  configs: BaseAccountWindowConfig[]
  /** The requests the SDK sent (decrypted), in order. */
  requests: { method: string; params: unknown }[]
}

/**
 * A stand-in for the window @base-org/account opens at keys.coinbase.com:
 * its side of the SDK's protocol (the `PopupLoaded` event, the config
 * message, the ECDH P-256 handshake, requests and replies encrypted with
 * AES-GCM under the shared key), with a real EIP-1193 wallet behind it.
 * Transport-free: a test posts its replies, as a page in a routed window or
 * as a `MessageEvent` in happy-dom.
 */
export function baseAccountWindow(
  parameters: BaseAccountWindowParameters,
): BaseAccountWindow {
  const { wallet, chains } = parameters
  let memory: CryptoKeyPair | undefined
  const store: BaseAccountWindowKeyStore = parameters.keys ?? {
    load: async () => memory,
    save: async (keys) => {
      memory = keys
    },
  }
  let own: CryptoKeyPair | undefined
  let shared: CryptoKey | undefined
  const configs: BaseAccountWindowConfig[] = []
  const requests: BaseAccountWindow['requests'] = []

  async function ownKeys(): Promise<CryptoKeyPair> {
    own ??= await store.load()
    if (!own) {
      own = await crypto.subtle.generateKey(
        { name: 'ECDH', namedCurve: 'P-256' },
        true,
        ['deriveKey'],
      )
      await store.save(own)
    }
    return own
  }

  async function derive(peerHex: string) {
    const peer = await crypto.subtle.importKey(
      'spki',
      fromHex(peerHex),
      { name: 'ECDH', namedCurve: 'P-256' },
      true,
      [],
    )
    shared = await crypto.subtle.deriveKey(
      { name: 'ECDH', public: peer },
      (await ownKeys()).privateKey,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
  }

  async function reply(requestId: string, content: unknown) {
    if (!shared) throw new Error('No shared key: the handshake comes first.')
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const cipherText = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      shared,
      new TextEncoder().encode(JSON.stringify(content)),
    )
    const publicKey = await crypto.subtle.exportKey(
      'spki',
      (await ownKeys()).publicKey,
    )
    return {
      id: crypto.randomUUID(),
      requestId,
      sender: toHex(new Uint8Array(publicKey)),
      content: { encrypted: { iv, cipherText } },
      timestamp: new Date(),
    }
  }

  const data = {
    chains: Object.fromEntries(chains.map((x) => [x.id, x.rpcUrl])),
  }

  async function perform(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'wallet_connect': {
        const [options] = (params ?? []) as [
          {
            chainIds?: string[]
            capabilities?: { signInWithEthereum?: SignInWithEthereumRequest }
          }?,
        ]
        const accounts = (await wallet.request({
          method: 'eth_requestAccounts',
        })) as string[]
        const wanted = options?.chainIds?.[0]
        if (wanted)
          await wallet.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: wanted as `0x${string}` }],
          })
        const chainId = (await wallet.request({ method: 'eth_chainId' })) as
          | string
          | undefined
        const signIn = options?.capabilities?.signInWithEthereum
        const first = accounts[0]
        const signed =
          signIn && first && parameters.signInWithEthereum !== false
            ? await signInWithEthereum(first, signIn)
            : undefined
        return {
          accounts: accounts.map((address) => ({
            address,
            capabilities:
              signed && address === first ? { signInWithEthereum: signed } : {},
          })),
          chainIds: [chainId],
        }
      }
      default:
        return wallet.request({ method, params } as never)
    }
  }

  /**
   * keys.coinbase.com's side of `signInWithEthereum`: the EIP-4361 message
   * built from what was asked (the dapp's origin, as the SDK told it, for a
   * missing domain or URI), signed by the wallet with `personal_sign`.
   */
  async function signInWithEthereum(
    address: string,
    request: SignInWithEthereumRequest,
  ): Promise<{ message: string; signature: Hex }> {
    const dapp = new URL(configs.at(-1)?.location ?? 'http://localhost')
    const message = createSiweMessage({
      address: getAddress(address),
      chainId: Number(request.chainId),
      domain: request.domain ?? dapp.host,
      uri: request.uri ?? dapp.origin,
      nonce: request.nonce,
      version: '1',
      issuedAt: request.issuedAt ? new Date(request.issuedAt) : new Date(),
      ...(request.statement ? { statement: request.statement } : {}),
      ...(request.expirationTime
        ? { expirationTime: new Date(request.expirationTime) }
        : {}),
      ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
      ...(request.resources ? { resources: request.resources } : {}),
    })
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(message), address as `0x${string}`],
    })) as Hex
    return { message, signature }
  }

  return {
    loaded: () => ({ event: 'PopupLoaded', id: crypto.randomUUID() }),
    configs,
    requests,
    async answer(message) {
      const m = message as {
        id?: string
        sender?: string
        data?: BaseAccountWindowConfig
        content?: {
          handshake?: { method: string }
          encrypted?: { iv: Uint8Array; cipherText: ArrayBuffer }
        }
      }
      if (m.data && !m.content) {
        configs.push(m.data)
        return undefined
      }
      if (!m.id || !m.sender || !m.content) return undefined
      if (m.content.handshake) {
        await derive(m.sender)
        return reply(m.id, { result: { value: null }, data })
      }
      if (m.content.encrypted) {
        if (!shared) await derive(m.sender)
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: m.content.encrypted.iv as BufferSource },
          shared!,
          m.content.encrypted.cipherText,
        )
        const { action } = JSON.parse(new TextDecoder().decode(plain)) as {
          action: { method: string; params: unknown }
        }
        requests.push(action)
        try {
          const value = await perform(action.method, action.params)
          return reply(m.id, { result: { value }, data })
        } catch (error) {
          const { code, message } = error as { code?: number; message?: string }
          return reply(m.id, {
            result: { error: { code: code ?? -32603, message } },
          })
        }
      }
      return undefined
    },
  }
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** keys.coinbase.com: where the SDK opens its window, and whom it trusts. */
export const baseAccountWindowOrigin = 'https://keys.coinbase.com'

export type OpenedBaseAccountWindow = {
  /** The URL the SDK opened. */
  url: string
  /** Whether `window.open` ran in the task that called it (`inTask` below). */
  inTask: boolean
}

/**
 * Answers the SDK's `window.open` in this page (happy-dom) with a stand-in
 * window: `standIn` answers each message the SDK posts, as the page at
 * keys.coinbase.com would, and the window closes itself after each answered
 * request, as that page does. Everything else is the SDK's own code.
 * `inTask` tells whether the current task is still the one a test's click
 * ran in (each opening records it). Returns the openings and the undo.
 */
export function installBaseAccountWindow(
  target: Window & typeof globalThis,
  standIn: BaseAccountWindow,
  inTask: () => boolean = () => true,
): { opened: OpenedBaseAccountWindow[]; restore: () => void } {
  const opened: OpenedBaseAccountWindow[] = []
  const original = target.open
  const post = (data: unknown, source: unknown) =>
    target.dispatchEvent(
      new target.MessageEvent('message', {
        data,
        origin: baseAccountWindowOrigin,
        source: source as MessageEventSource,
      }),
    )
  target.open = ((url: string | URL) => {
    opened.push({ url: String(url), inTask: inTask() })
    const popup = {
      closed: false,
      focus() {},
      close() {
        popup.closed = true
      },
      postMessage(message: unknown, targetOrigin: string) {
        if (targetOrigin !== baseAccountWindowOrigin || popup.closed) return
        void standIn.answer(message).then((reply) => {
          if (!reply || popup.closed) return
          post(reply, popup)
          // After a request's answer (not the handshake's), the window
          // closes itself and says so.
          const content = (message as { content?: { encrypted?: unknown } })
            .content
          if (content?.encrypted) {
            popup.closed = true
            post({ event: 'PopupUnload', id: crypto.randomUUID() }, popup)
          }
        })
      },
    }
    setTimeout(() => post(standIn.loaded(), popup), 0)
    return popup as unknown as Window
  }) as typeof target.open
  return {
    opened,
    restore: () => {
      target.open = original
    },
  }
}
