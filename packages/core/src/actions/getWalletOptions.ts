import type { LatchConfig } from '../config/createLatchConfig.ts'
import type {
  WalletDescriptor,
  WalletKind,
} from '../connectors/walletDescriptor.ts'

/** One wallet the visitor can pick in a connect dialog. */
export type WalletOption = {
  /** The connector id it connects with. */
  id: string
  name: string
  /** A `data:image/…` URI. */
  icon: string
  /** How the wallet reaches the visitor (what a dialog says under its name). */
  kind: WalletKind
  /** Whether connecting shows a pairing URI (a QR code) rather than a prompt. */
  pairing: boolean
  /**
   * `false` for the browser wallet when the browser has none: offered so the
   * visitor learns what it is and where to get one.
   */
  installed: boolean
  /** Why it cannot be used here, when it cannot. */
  unavailable: string | undefined
  /** The option the visitor used last. */
  recent: boolean
}

export type GetWalletOptionsParameters = {
  /** The connector id wagmi remembers as last used. */
  recentConnectorId: string | null | undefined
  /** The page's `window.ethereum`, if any. */
  windowEthereum: unknown
}

/**
 * The wallets to offer: every EIP-6963 wallet, the browser wallet (only when
 * a `window.ethereum` exists that no announcement covers, else as not
 * installed when there is no browser wallet at all), then the wallets behind
 * an SDK; the most recently used first.
 */
export function getWalletOptions(
  config: LatchConfig,
  parameters: GetWalletOptionsParameters,
): WalletOption[] {
  const { recentConnectorId, windowEthereum } = parameters
  const announced = config.latch.announcedWallets()
  const browser = config.latch.wallets.filter((x) => x.kind === 'browser')
  const others = config.latch.wallets.filter((x) => x.kind !== 'browser')
  const option = (
    wallet: WalletDescriptor,
    installed = true,
  ): WalletOption => ({
    id: wallet.id,
    name: wallet.name,
    icon: wallet.icon,
    kind: wallet.kind,
    pairing: wallet.pairing,
    installed,
    unavailable: wallet.unavailable,
    recent: false,
  })
  const covered = announced.some((wallet) => wallet.provider === windowEthereum)
  const options = [
    ...announced.map((wallet) => option(wallet)),
    ...(windowEthereum && !covered
      ? browser.map((wallet) => option(wallet))
      : []),
    ...others.map((wallet) => option(wallet)),
  ]
  if (announced.length === 0 && !windowEthereum)
    options.push(...browser.map((wallet) => option(wallet, false)))
  const recent = options.findIndex(
    (x) => x.installed && x.id === recentConnectorId,
  )
  if (recent > 0) options.unshift(...options.splice(recent, 1))
  if (recent >= 0) options[0]!.recent = true
  return options
}
