import type { QueryClient } from '@tanstack/query-core'
import { type Config, createConfig, createStorage } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import type { PaymasterService } from '../capabilities/resolveSponsorship.ts'
import {
  type AnnouncedWalletDescriptor,
  announcedWallet,
} from '../connectors/announcedWallet.ts'
import { resolveWallets } from '../connectors/resolveWallets.ts'
import type {
  WalletConnectSettings,
  WalletContext,
  WalletList,
} from '../connectors/wallet.ts'
import type { WalletDescriptor } from '../connectors/walletDescriptor.ts'
import {
  type AnnouncedWallet,
  watchAnnouncedWallets,
} from '../connectors/watchAnnouncedWallets.ts'
import { createQueryClient } from '../query/createQueryClient.ts'
import type { TokenListing } from '../tokens/TokenListing.ts'
import { coinbaseWallet } from '../wallets/coinbaseWallet.ts'
import { injectedWallets } from '../wallets/injectedWallets.ts'
import { walletConnect } from '../wallets/walletConnect.ts'
import { createTransport } from './createTransport.ts'
import { holdableStorage } from './holdableStorage.ts'
import { type ChainRpcUrls, withRpcUrls } from './rpcUrls.ts'
import { safeStorage } from './safeStorage.ts'
import { registerConnector } from './wagmiInternals.ts'

export type CreateLatchConfigParameters<
  chains extends readonly [Chain, ...Chain[]] = readonly [Chain, ...Chain[]],
> = {
  /** The dapp's name: wallets show it to the visitor (Coinbase Wallet, WalletConnect). */
  appName: string
  /** The dapp's URL, told to WalletConnect wallets; the page's origin by default. */
  appUrl?: string | undefined
  /** The dapp's icon URL, shown by WalletConnect wallets. */
  appIcon?: string | undefined
  /** The chains the dapp offers; the first is the default (seed §5: mainnet). */
  chains: chains
  /**
   * Node URLs per chain id, tried in order before the chain's public RPC:
   * websocket first, then HTTP. Any node provider (Alchemy, Infura,
   * QuickNode, a node of your own); a chain without is read through its
   * public RPC alone.
   */
  rpcUrls?:
    | { [id in chains[number]['id']]?: ChainRpcUrls | undefined }
    | undefined
  /** A viem transport per chain id, instead of Latch's (`rpcUrls`, then the public RPC). */
  transports?:
    | { [id in chains[number]['id']]?: Transport | undefined }
    | undefined
  /**
   * The WalletConnect Cloud project id (public). Without it, WalletConnect is
   * listed as unavailable.
   */
  walletConnectProjectId?: string | undefined
  /**
   * WalletConnect beyond its project id: a relay and store of your own, for
   * offline tests; `false` leaves WalletConnect out (without a project id it
   * is otherwise listed, as unavailable).
   */
  walletConnect?: WalletConnectSettings | false | undefined
  /**
   * The wallets offered, in order: wallets and groups of them
   * (`{ group: 'popular', wallets: [metaMask(), rainbow()] }`). By default
   * `[injectedWallets(), coinbaseWallet(), walletConnect()]`. See
   * docs/wallets.md.
   */
  wallets?: WalletList | undefined
  /**
   * Offer Coinbase Wallet in the default list; true by default.
   * @deprecated List the wallets with `wallets` instead (without
   * `coinbaseWallet()` to leave it out).
   */
  coinbaseWallet?: boolean | undefined
  /**
   * Where the session and the wallet cache are kept between visits: the
   * page's `localStorage` by default (never throwing: a browser that denies
   * storage gets memory instead); `null` for nowhere.
   */
  storage?: Storage | null | undefined
  /**
   * Server-side rendering: the stored session is read after hydration
   * (`LatchProvider` does it), so the first client render matches the
   * server's markup.
   */
  ssr?: boolean | undefined
  /**
   * Where ENS names are looked up, for an account on a given chain: a chain
   * id, or a function of the account's chain. By default Ethereum mainnet
   * when it is configured (ENS's home, for every chain), else the first
   * chain with an ENS deployment of its own, else nowhere.
   */
  ensChainId?: number | ((chainId: number) => number | undefined) | undefined
  /** The QueryClient the wallet data lives in; one with Latch's defaults by default. */
  queryClient?: QueryClient | undefined
  /**
   * How recent transactions are followed (`watchRecentTransactions`):
   * `droppedAfter` (ms a pending transaction may be unknown to the node,
   * or a batch's status refused by the wallet, before it is `dropped`; 2
   * minutes by default), `confirmations` (1) and
   * `pollingInterval` (ms; the chain client's by default).
   */
  transactions?: RecentTransactionsSettings | undefined
  /**
   * An ERC-7677 paymaster service per chain id, to pay the visitor's gas
   * (`sendWalletCalls` sends it to a wallet that supports it): its URL, or
   * its URL and the `context` the service is given. Public: the service
   * decides whom it sponsors. See docs/configuration.md.
   */
  paymasters?:
    | { [id in chains[number]['id']]?: string | PaymasterService | undefined }
    | undefined
  /**
   * The dapp's tokens per chain id, whose balances the account dialog shows
   * under the native one: each an address, or `{ address, symbol?,
   * decimals? }` to show instead of what the contract answers. Only these
   * are read, from the chain's node. Checked when first read
   * (`InvalidTokenError`). See docs/configuration.md.
   */
  tokens?:
    | { [id in chains[number]['id']]?: readonly TokenListing[] | undefined }
    | undefined
}

/** How recent transactions are followed (`createLatchConfig({ transactions })`). */
export type RecentTransactionsSettings = {
  droppedAfter?: number | undefined
  confirmations?: number | undefined
  pollingInterval?: number | undefined
}

/** What Latch adds to wagmi's config. */
export type LatchState = {
  appName: string
  /**
   * The wallet options Latch offers besides the ones a page announces, in
   * order (`wallets`, resolved): by default the browser wallet, then each
   * wallet behind an SDK.
   */
  wallets: readonly WalletDescriptor[]
  /** The wallets announced over EIP-6963 so far, in the order they came. */
  announcedWallets: () => readonly AnnouncedWalletDescriptor[]
  queryClient: QueryClient
  /** Where the session and the wallet cache are kept; none on a server. */
  storage: Storage | undefined
  ssr: boolean
  ensChainId: (chainId: number) => number | undefined
  /** How recent transactions are followed, as given. */
  transactions: RecentTransactionsSettings
  /** The paymaster services per chain id, as given. */
  paymasters?: Record<number, string | PaymasterService | undefined> | undefined
  /** The tokens per chain id, as given (`getTokenBalances` checks them). */
  tokens?: Record<number, readonly TokenListing[] | undefined> | undefined
}

/**
 * wagmi's config with Latch's state beside it: pass it to `LatchProvider`, and
 * to any of wagmi's actions and hooks, which take it as their own.
 */
export type LatchConfig<
  chains extends readonly [Chain, ...Chain[]] = readonly [Chain, ...Chain[]],
> = Config<chains, Record<chains[number]['id'], Transport>> & {
  readonly latch: LatchState
}

/**
 * Creates a dapp's wallet configuration: wagmi's config (the chains, each
 * reached through its configured nodes and then its public RPC; the browser
 * wallet and every EIP-6963 wallet; the session kept in `localStorage`) and
 * Latch's wallet options, Coinbase Wallet and WalletConnect loaded only when
 * the visitor picks them. Safe to call on a server: nothing touches `window`
 * there.
 *
 * @example
 * const latch = createLatchConfig({
 *   appName: 'My dapp',
 *   chains: [mainnet, base],
 *   walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
 * })
 */
export function createLatchConfig<
  const chains extends readonly [Chain, ...Chain[]],
>(parameters: CreateLatchConfigParameters<chains>): LatchConfig<chains> {
  const { appName, appUrl, appIcon, ssr = false } = parameters
  const browser = typeof window !== 'undefined'
  const storage =
    parameters.storage === null
      ? undefined
      : (parameters.storage ??
        (browser ? safeStorage(() => window.localStorage) : undefined))
  const rpcUrls: Record<number, ChainRpcUrls | undefined> =
    parameters.rpcUrls ?? {}
  const transports: Record<number, Transport | undefined> =
    parameters.transports ?? {}
  const chains = parameters.chains.map((chain) =>
    withRpcUrls(chain, rpcUrls[chain.id]),
  ) as unknown as chains

  const context: WalletContext = {
    appName,
    appUrl,
    appIcon,
    walletConnect:
      parameters.walletConnect === false
        ? false
        : {
            ...parameters.walletConnect,
            projectId: parameters.walletConnectProjectId,
          },
    rpcMap: Object.fromEntries(
      chains.flatMap((chain) => {
        const url = (chain.rpcUrls.node ?? chain.rpcUrls.default).http[0]
        return url ? [[chain.id, url]] : []
      }),
    ),
  }
  const wallets: WalletDescriptor[] = resolveWallets(
    parameters.wallets ?? [
      injectedWallets(),
      ...(parameters.coinbaseWallet === false ? [] : [coinbaseWallet()]),
      ...(parameters.walletConnect === false ? [] : [walletConnect()]),
    ],
    context,
  )

  // With `ssr`, wagmi reads the stored session only once the page is
  // hydrated (`startLatch`), yet writes its initial state over it as it is
  // created: what was stored is put back for that read.
  const stored = ssr ? readWagmiStore(storage) : null
  const config = createConfig({
    chains,
    transports: Object.fromEntries(
      chains.map((chain) => [
        chain.id,
        transports[chain.id] ?? createTransport(chain),
      ]),
    ) as Record<chains[number]['id'], Transport>,
    connectors: wallets.flatMap((wallet) =>
      wallet.connector?.eager ? [wallet.connector.create()] : [],
    ),
    // Latch discovers EIP-6963 wallets itself: wagmi's discovery would
    // register connectors without Latch's rules.
    multiInjectedProviderDiscovery: false,
    // A tab following another's connection holds its writes of the session
    // (`holdSessionWrites`).
    storage: createStorage({
      key: 'wagmi',
      storage: storage && holdableStorage(storage),
    }),
    ssr,
  })
  if (stored !== null) writeWagmiStore(storage, stored)

  const announced: AnnouncedWalletDescriptor[] = []
  if (browser)
    watchAnnouncedWallets(window, (wallet: AnnouncedWallet) => {
      // The first wallet announced under an rdns has it as its connector id,
      // as with wagmi; a second one is listed too (never silently dropped:
      // either may be the impostor), under an id of its own.
      const claimed = announced.some((x) => x.rdns === wallet.info.rdns)
      const descriptor = announcedWallet(wallet, {
        id: claimed ? `${wallet.info.rdns}#${wallet.info.uuid}` : undefined,
      })
      announced.push(descriptor)
      const { connector } = descriptor
      if (connector?.eager)
        registerConnector(config, descriptor.id, connector.create)
    })

  const latch: LatchState = {
    appName,
    wallets,
    announcedWallets: () => announced,
    queryClient: parameters.queryClient ?? createQueryClient(),
    storage,
    ssr,
    ensChainId: ensChainIdOf(chains, parameters.ensChainId),
    transactions: { ...parameters.transactions },
    paymasters: parameters.paymasters,
    tokens: parameters.tokens,
  }
  return Object.assign(config, { latch }) as LatchConfig<chains>
}

/** Where wagmi keeps its state (the session): its `store`, under Latch's key. */
const wagmiStoreKey = 'wagmi.store'

function readWagmiStore(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(wagmiStoreKey) ?? null
  } catch {
    return null
  }
}

function writeWagmiStore(storage: Storage | undefined, value: string) {
  try {
    storage?.setItem(wagmiStoreKey, value)
  } catch {
    // As wagmi's own writes: a storage that refuses keeps nothing.
  }
}

function ensChainIdOf(
  chains: readonly Chain[],
  ensChainId: CreateLatchConfigParameters['ensChainId'],
): LatchState['ensChainId'] {
  if (typeof ensChainId === 'function') return ensChainId
  const id =
    ensChainId ??
    (chains.some((chain) => chain.id === 1)
      ? 1
      : chains.find((chain) => chain.contracts?.ensUniversalResolver)?.id)
  return () => id
}
