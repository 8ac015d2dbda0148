import type { CreateConnectorFn } from '@wagmi/core'
import type {
  WalletDescription,
  WalletInstallLinks,
  WalletMobileLinks,
} from './wallet.ts'

/**
 * How a wallet reaches the visitor, which is what a connect dialog says under
 * its name: found in this browser (`window.ethereum`), installed and
 * announced over EIP-6963, an app or extension of its own (Coinbase Wallet),
 * a phone that scans a QR code (WalletConnect), a window of the wallet's
 * own that connecting opens (Base Account), or an app or extension through
 * an older connection kept beside its successor (Coinbase Wallet's SDK).
 */
export type WalletKind =
  | 'browser'
  | 'announced'
  | 'appOrExtension'
  | 'qrCode'
  | 'popup'
  | 'legacy'

/** Origins a wallet's SDK reaches once the visitor picks it (for a Content-Security-Policy). */
export type WalletOrigins = {
  /** `connect-src`: its relays and RPC endpoints. */
  connect: readonly string[]
  /** `frame-src`: frames it opens in the page. */
  frame: readonly string[]
  /**
   * `style-src`: the hashes (`'sha256-…'`) of the `<style>` elements its SDK
   * writes into the page, each allowed by its exact text (never
   * `'unsafe-inline'`).
   */
  style?: readonly string[] | undefined
  /** `font-src`: where the fonts its SDK's styles use come from (`data:`). */
  font?: readonly string[] | undefined
}

/**
 * Everything Latch knows about one wallet option, in one place: its identity,
 * how it is shown, what it reaches, what it stores and how its connector is
 * made. No other module spells a connector id.
 */
export type WalletDescriptor = {
  /** The id of the wagmi connector it connects with. */
  id: string
  /** The wallet's name, as the visitor knows it. */
  name: string
  /** A `data:image/…` URI. */
  icon: string
  kind: WalletKind
  /** Whether connecting shows a pairing URI (a QR code) rather than a prompt. */
  pairing: boolean
  origins: WalletOrigins
  /**
   * Its connector: `eager` ones are registered with the config at once (no
   * SDK, nothing fetched), the others loaded, their SDK with them, when the
   * visitor picks them or when they hold the session being restored;
   * `undefined` when the wallet cannot be used here (see `unavailable`).
   */
  connector:
    | { eager: true; create: () => CreateConnectorFn }
    | { eager: false; load: () => Promise<CreateConnectorFn> }
    | undefined
  /**
   * Whether the connected wallet can be asked to switch to `chainId` (its
   * provider as loaded); when it cannot, the visitor switches in the wallet.
   * Every wallet can, unless it says otherwise.
   */
  canSwitchChain?: ((provider: unknown, chainId: number) => boolean) | undefined
  /**
   * Whether it signs a Sign-In with Ethereum message as it connects (the
   * `signInWithEthereum` capability of `wallet_connect`).
   */
  signInOnConnect?: boolean | undefined
  /** Why it cannot be used here, when it cannot (a setting it lacks). */
  unavailable: string | undefined
  /**
   * Removes what its SDK stored about a session, as its connector's
   * disconnect does, without loading the connector or the SDK: for a stored
   * session dropped before either loads. Never throws.
   */
  clearStorage: () => Promise<void>
  /** The heading it is listed under, when the list has groups. */
  group?: string | undefined
  /** Its own text under its name, if it has one. */
  description?: WalletDescription | undefined
  /** Where to get it. */
  install?: WalletInstallLinks | undefined
  /** How to open its app with a pairing URI, per platform (`walletConnectLink`). */
  mobile?: WalletMobileLinks | undefined
  /** The EIP-6963 rdns that, announced, stand for this wallet. */
  rdnsList?: readonly string[] | undefined
  /** Whether the wallets announced over EIP-6963 are listed in its place. */
  discovery?: boolean | undefined
}
