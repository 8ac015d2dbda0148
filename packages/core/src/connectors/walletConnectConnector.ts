import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, type Hex, numberToHex } from 'viem'
import type { WalletConnectProvider } from './createWalletConnectProvider.ts'
import { parseChainId } from './parseChainId.ts'
import type { WalletContext } from './wallet.ts'

/** `signInWithEthereum` as `connect` takes it (Base Account's shape). */
export type WalletConnectSignInCapability = {
  nonce: string
  chainId?: string | number | undefined
  statement?: string | undefined
}

/**
 * `walletConnectWallet`'s connector: Latch's own WalletConnect v2 provider
 * (no modal, no AppKit), each chain read through the URL Latch chose.
 * Loaded, with the SDK, when the visitor picks the wallet.
 */
export function walletConnectConnector({
  appName,
  appUrl,
  appIcon,
  walletConnect,
  rpcMap,
}: WalletContext): CreateConnectorFn {
  const { projectId, relayUrl, storage } = walletConnect || {}
  type Listener = (...args: never[]) => void
  return createConnector<WalletConnectProvider>((config) => {
    let providerPromise: Promise<WalletConnectProvider> | undefined
    let provider: WalletConnectProvider | undefined
    const subscribed = new Map<string, Listener>()

    function listen(this: unknown, on: WalletConnectProvider) {
      const connector = this as {
        onAccountsChanged(accounts: string[]): void
        onChainChanged(chainId: string): void
        onDisconnect(error?: Error): void
      }
      const handlers: Record<string, Listener> = {
        accountsChanged: ((accounts: string[]) =>
          connector.onAccountsChanged(accounts)) as Listener,
        chainChanged: ((chainId: string) =>
          connector.onChainChanged(chainId)) as Listener,
        // `disconnect` follows `session_delete`: heard once.
        disconnect: (() => connector.onDisconnect()) as Listener,
      }
      for (const [event, handler] of Object.entries(handlers)) {
        if (subscribed.has(event)) continue
        subscribed.set(event, handler)
        on.on(event, handler)
      }
    }
    function unlisten(on: WalletConnectProvider | undefined) {
      for (const [event, handler] of subscribed)
        on?.removeListener(event, handler)
      subscribed.clear()
    }

    return {
      // Each wallet reached over WalletConnect answers to its own id and name
      // (`resolveWallets`): these are placeholders.
      id: 'walletConnectV2',
      name: 'WalletConnect',
      type: 'walletConnectV2',
      async setup() {
        const loaded = await this.getProvider().catch(() => undefined)
        if (loaded?.session) listen.call(this, loaded)
      },
      async connect(parameters = {}) {
        const {
          chainId,
          isReconnecting,
          pairingTopic,
          withCapabilities,
          capabilities,
        } = parameters as {
          chainId?: number | undefined
          isReconnecting?: boolean | undefined
          pairingTopic?: string | undefined
          withCapabilities?: boolean | undefined
          capabilities?:
            | { signInWithEthereum?: WalletConnectSignInCapability }
            | undefined
        }
        const wc = await this.getProvider()
        let target = chainId
        if (!target) {
          const state = (await config.storage?.getItem('state')) as
            | { chainId?: number }
            | undefined
          target = config.chains.some((x) => x.id === state?.chainId)
            ? state?.chainId
            : config.chains[0]?.id
        }
        if (!target) throw new Error('No chains found on connector.')

        const onUri = ((uri: string) =>
          config.emitter.emit('message', {
            type: 'display_uri',
            data: uri,
          })) as Listener
        let signIn: { message: string; signature: Hex } | undefined
        const siwe = capabilities?.signInWithEthereum
        if (!(isReconnecting && wc.session)) {
          wc.on('display_uri', onUri)
          try {
            // A session left from before is the wallet's no longer: a new
            // connection starts clean.
            if (wc.session) await wc.disconnect().catch(() => {})
            if (siwe) {
              const siweChainId = parseChainId(siwe.chainId) ?? target
              const answer = await wc.authenticate({
                chainId: siweChainId,
                nonce: siwe.nonce,
                statement: siwe.statement,
                domain: window.location.host,
                uri: window.location.href.split('#')[0]!,
                pairingTopic,
              })
              signIn = answer && {
                message: answer.message,
                signature: answer.signature,
              }
            } else await wc.connect({ chainId: target, pairingTopic })
          } finally {
            wc.removeListener('display_uri', onUri)
          }
        }
        if (!wc.session) throw new Error('No WalletConnect session.')
        listen.call(this, wc)
        const accounts = [...wc.accounts]
        return {
          accounts: (withCapabilities
            ? accounts.map((address, index) => ({
                address,
                capabilities:
                  signIn && index === 0 ? { signInWithEthereum: signIn } : {},
              }))
            : accounts) as never,
          chainId: wc.chainId,
        }
      },
      async disconnect() {
        const wc = await this.getProvider()
        unlisten(wc)
        try {
          await wc.disconnect()
        } catch (error) {
          // The wallet ended it first: nothing left to end.
          if (!/No matching key|connect\(\) before/i.test(String(error)))
            throw error
        }
      },
      async getAccounts() {
        const wc = await this.getProvider()
        return [...wc.accounts] as Address[]
      },
      async getChainId() {
        return (await this.getProvider()).chainId
      },
      async getProvider() {
        if (provider) return provider
        // The SDK is a chunk of its own, fetched when the provider is first
        // wanted: a reload with a stored session loads this connector's
        // code before a click, the SDK only once the session is resumed.
        providerPromise ??= import('./createWalletConnectProvider.ts')
          .then(({ createWalletConnectProvider }) =>
            createWalletConnectProvider({
              projectId: projectId ?? '',
              relayUrl,
              storage: storage as never,
              chainIds: config.chains.map((x) => x.id),
              // Each chain read through the URL Latch chose (HTTP only).
              rpcMap: Object.fromEntries(
                config.chains.map((chain) => [
                  chain.id,
                  rpcMap[chain.id] ?? chain.rpcUrls.default.http[0]!,
                ]),
              ),
              metadata: {
                name: appName,
                description: `${appName}: connect your wallet`,
                url: appUrl ?? window.location.origin,
                icons: appIcon ? [appIcon] : [],
                // Where a wallet app on the same phone sends the visitor back
                // once they approve: this page (its fragment is the page's own).
                redirect: { universal: window.location.href.split('#')[0] },
              },
            }),
          )
          .catch((error) => {
            providerPromise = undefined
            throw error
          })
        provider = await providerPromise
        return provider
      },
      async isAuthorized() {
        try {
          const wc = await this.getProvider()
          return !!wc.session && wc.accounts.length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((x) => x.id === chainId)
        if (!chain) throw new Error(`Chain ${chainId} is not configured.`)
        const wc = await this.getProvider()
        await wc.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else
          config.emitter.emit('change', {
            accounts: accounts.map((x) => getAddress(x)),
          })
      },
      onChainChanged(chain) {
        const chainId = parseChainId(chain)
        if (chainId !== undefined) config.emitter.emit('change', { chainId })
      },
      async onDisconnect() {
        unlisten(provider)
        config.emitter.emit('disconnect')
      },
    }
  })
}
