import type { LatchConfig } from '../config/createLatchConfig.ts'
import { isDisguisedWalletName } from '../connectors/isDisguisedWalletName.ts'
import type {
  WalletDescriptor,
  WalletKind,
} from '../connectors/walletDescriptor.ts'
import { walletNameSkeleton } from '../connectors/walletNameSkeleton.ts'

/** One wallet the visitor can pick in a connect dialog. */
export type WalletOption = {
  /** The connector id it connects with. */
  id: string
  /** Its name as shown (an announced one cut to `walletNameMaxLength`). */
  name: string
  /** Its whole name, when `name` is cut. */
  fullName: string | undefined
  /**
   * An announced wallet's rdns, to show under its name when the name alone
   * cannot be trusted to tell it apart (`rdnsReason`); `undefined` otherwise.
   */
  rdns: string | undefined
  /**
   * Why the rdns is shown: `lookAlike`, its name reads as another option's,
   * or is disguised (bidi controls, invisible characters, mixed scripts);
   * `shared`, another announced wallet claims the same rdns.
   */
  rdnsReason: 'lookAlike' | 'shared' | undefined
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
 * an SDK; the most recently used first. An announced wallet's rdns comes
 * with it when its name alone could mislead: it reads as another option's
 * (same skeleton, `walletNameSkeleton`), it is disguised
 * (`isDisguisedWalletName`), or another announced wallet claims its rdns.
 */
export function getWalletOptions(
  config: LatchConfig,
  parameters: GetWalletOptionsParameters,
): WalletOption[] {
  const { recentConnectorId, windowEthereum } = parameters
  const announced = config.latch.announcedWallets()
  const browser = config.latch.wallets.filter((x) => x.kind === 'browser')
  const others = config.latch.wallets.filter((x) => x.kind !== 'browser')
  const skeletons = new Map<string, number>()
  for (const wallet of [...announced, ...config.latch.wallets]) {
    const skeleton = walletNameSkeleton(fullNameOf(wallet))
    skeletons.set(skeleton, (skeletons.get(skeleton) ?? 0) + 1)
  }
  const rdnsReason = (wallet: WalletDescriptor): WalletOption['rdnsReason'] => {
    const rdns = rdnsOf(wallet)
    if (rdns === undefined) return
    if (announced.filter((x) => x.rdns === rdns).length > 1) return 'shared'
    const name = fullNameOf(wallet)
    if (
      isDisguisedWalletName(name) ||
      (skeletons.get(walletNameSkeleton(name)) ?? 0) > 1
    )
      return 'lookAlike'
    return undefined
  }
  const option = (wallet: WalletDescriptor, installed = true): WalletOption => {
    const reason = rdnsReason(wallet)
    const fullName = fullNameOf(wallet)
    return {
      id: wallet.id,
      name: wallet.name,
      fullName: fullName === wallet.name ? undefined : fullName,
      rdns: reason && rdnsOf(wallet),
      rdnsReason: reason,
      icon: wallet.icon,
      kind: wallet.kind,
      pairing: wallet.pairing,
      installed,
      unavailable: wallet.unavailable,
      recent: false,
    }
  }
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

function fullNameOf(wallet: WalletDescriptor): string {
  return 'fullName' in wallet && typeof wallet.fullName === 'string'
    ? wallet.fullName
    : wallet.name
}

function rdnsOf(wallet: WalletDescriptor): string | undefined {
  return 'rdns' in wallet && typeof wallet.rdns === 'string'
    ? wallet.rdns
    : undefined
}
