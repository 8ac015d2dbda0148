import type { CreateConnectorFn } from '@wagmi/core'
import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import type { WalletOrigins } from './walletDescriptor.ts'

/**
 * What a wallet needs from the app, handed to it when `createLatchConfig`
 * resolves the list: built-ins are written with no arguments and read the
 * app's name, WalletConnect project id, relay and RPC map here.
 */
export type WalletContext = {
  /** The dapp's name, shown by the wallet. */
  appName: string
  /** The dapp's URL; the page's origin when not set. */
  appUrl: string | undefined
  /** The dapp's icon URL, shown by the wallet. */
  appIcon: string | undefined
  /**
   * WalletConnect's app-level settings (its project id, relay and store), or
   * `false` when the app turned WalletConnect off.
   */
  walletConnect:
    | (WalletConnectSettings & { projectId: string | undefined })
    | false
  /** The HTTP URL each chain is read through, by chain id (Latch's choice). */
  rpcMap: Readonly<Record<number, string>>
}

/** `createLatchConfig`'s WalletConnect settings beside its project id. */
export type WalletConnectSettings = {
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
  storage?: UniversalProviderOpts['storage'] | undefined
}

/**
 * A wallet's text under its name in the connect dialog: one string, or one per
 * language (BCP 47 tags, e.g. `{ en: 'Our wallet', ja: '私たちのウォレット' }`;
 * `pt-BR` falls back to `pt`, then to `en`).
 */
export type WalletDescription = string | Readonly<Record<string, string>>

/** Where to get a wallet: store and extension pages, each optional. */
export type WalletInstallLinks = {
  chrome?: string | undefined
  firefox?: string | undefined
  edge?: string | undefined
  safari?: string | undefined
  /** An extension page for any other desktop browser. */
  browserExtension?: string | undefined
  ios?: string | undefined
  android?: string | undefined
  /** The wallet's download page, for any device. */
  website?: string | undefined
}

/**
 * How to open a wallet's app with a WalletConnect pairing URI, per platform:
 * each a link prefix the URI is appended to, encoded once
 * (`encodeURIComponent`), e.g. `https://metamask.app.link/wc?uri=`: an
 * `https:` universal link or an app scheme (`ledgerlive://wc?uri=`), ending
 * in its query parameter's `=`. Android's `'wc'` hands over the raw `wc:`
 * URI (the system offers the apps that take it). A platform left out has no
 * link: the visitor scans the QR code.
 */
export type WalletMobileLinks = {
  /** iOS and iPadOS: a universal link (a scheme link opens nothing when the app is missing). */
  ios?: string | undefined
  /** Android: a link prefix, or `'wc'` for the raw `wc:` URI. */
  android?: string | 'wc' | undefined
  /** A desktop app's link prefix (Ledger Live's), for an "Open desktop app" action. */
  desktop?: string | undefined
}

/**
 * One wallet a dapp offers: its identity, how it is shown and how it
 * connects. Write one for a wallet of your own; Latch's built-ins
 * (`metaMask()`, `coinbaseWallet()`, …) are ones too.
 */
export type Wallet = {
  /** The id of the wagmi connector it connects with; unique in the list. */
  id: string
  /** The wallet's name, as the visitor knows it. */
  name: string
  /**
   * Its icon: a `data:image/…` URI, or the URL a bundler gives an imported
   * image (`import icon from './wallet.svg'`): a path on the page's origin
   * (`/…`, `./…`, `../…`) or an `https:` URL. Anything else is refused (`InvalidWalletError`).
   */
  icon: string
  /**
   * The EIP-6963 rdns its extension announces (one or several). A wallet
   * announcing it IS this wallet: listed once, as installed, connecting
   * through the provider it announced.
   */
  rdns?: string | readonly string[] | undefined
  /**
   * How it connects: a function returning a wagmi connector factory, called
   * (and its module loaded) when the visitor first picks the wallet, or
   * `{ create }` for one registered at once (it must load nothing). Latch
   * wraps it with its rules (`latchConnector`) and gives it this wallet's id
   * and name.
   */
  connector:
    | ((context: WalletContext) => Promise<CreateConnectorFn>)
    | { create: (context: WalletContext) => CreateConnectorFn }
  /** Whether connecting shows a pairing URI (a QR code) rather than a prompt. */
  pairing?: boolean | undefined
  /**
   * Whether connecting opens a window of the wallet's own (a popup, as Base
   * Account's): its connector and SDK are then loaded as the connect dialog
   * opens, so that the visitor's click opens the window itself (Safari
   * opens a popup only from the click, not after a download).
   */
  popup?: boolean | undefined
  /**
   * An older way to connect a wallet, kept beside its successor (Coinbase
   * Wallet's SDK beside Base Account): the dialog says so under its name.
   */
  legacy?: boolean | undefined
  /** Its text under its name; by default one that says how it connects. */
  description?: WalletDescription | undefined
  /** Where to get it: shown as "Get {name}" while it is not installed. */
  install?: WalletInstallLinks | undefined
  /**
   * How to open its app with a WalletConnect pairing URI, per platform
   * (`https:` or `name://` prefixes; anything else is refused,
   * `InvalidWalletError`).
   */
  mobile?: WalletMobileLinks | undefined
  /**
   * What its SDK reaches once picked, for the Content-Security-Policy: by
   * directive (`connect`, `frame`, `font`), and the hashes of the `<style>`
   * elements it writes (`style`).
   */
  origins?:
    | Partial<WalletOrigins>
    | ((context: WalletContext) => Partial<WalletOrigins>)
    | undefined
  /** Why it cannot be used with this app's settings, if it cannot. */
  unavailable?: ((context: WalletContext) => string | undefined) | undefined
  /**
   * Whether the wallet signs a Sign-In with Ethereum message as it connects
   * (EIP-5792 `wallet_connect`'s `signInWithEthereum` capability, as Base
   * Account's): one prompt instead of two, used when the dapp turns
   * `signInOnConnect` on. No by default.
   */
  signInOnConnect?: boolean | undefined
  /** Whether the loaded provider can be asked to switch to `chainId`; yes by default. */
  canSwitchChain?: ((provider: unknown, chainId: number) => boolean) | undefined
  /**
   * Removes what its SDK stored about a session (its provider when loaded):
   * run on every disconnect and for a stored session that is dropped.
   */
  clearStorage?: ((provider?: unknown) => Promise<void>) | undefined
  /**
   * Also lists, here, every wallet announced over EIP-6963 (`injectedWallets()`
   * sets it).
   */
  discovery?: boolean | undefined
}

/** Wallets under one heading: Latch's `installed`, `popular`, `more`, or a text of your own. */
export type WalletGroup = {
  group: 'installed' | 'popular' | 'more' | (string & {})
  wallets: readonly Wallet[]
}

/** `createLatchConfig`'s `wallets`: wallets and groups of wallets, in the order shown. */
export type WalletList = readonly (Wallet | WalletGroup)[]
