import type { LatchConfig } from '../config/createLatchConfig.ts'
import { isDisguisedWalletName } from '../connectors/isDisguisedWalletName.ts'
import type {
  WalletDescription,
  WalletInstallLinks,
  WalletMobileLinks,
} from '../connectors/wallet.ts'
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
  /**
   * The heading it is listed under (`installed`, `popular`, `more`, or the
   * dapp's own text); `undefined` in a list without groups.
   */
  group: string | undefined
  /** Its own text under its name, when its descriptor has one. */
  description: WalletDescription | undefined
  /** Where to get it, when it can be installed and is not. */
  install: WalletInstallLinks | undefined
  /**
   * How to open its app with a pairing URI, per platform, when it has links
   * (`walletConnectLink` makes the href).
   */
  mobile: WalletMobileLinks | undefined
}

export type GetWalletOptionsParameters = {
  /** The connector id wagmi remembers as last used. */
  recentConnectorId: string | null | undefined
  /** The page's `window.ethereum`, if any. */
  windowEthereum: unknown
}

/**
 * The wallets to offer, in the configured order: in the place of
 * `injectedWallets()`, every EIP-6963 wallet and the browser wallet (only
 * when a `window.ethereum` exists that no announcement covers, else, at the
 * end, as not installed when there is no browser wallet at all). A
 * configured wallet whose rdns is announced is listed once, as the announced
 * wallet. In a list with groups, the wallets found in this browser come
 * first, under `installed`. The most recently used comes first (of its
 * group). An announced wallet's rdns comes with it when its name alone could
 * mislead: it reads as another option's (same skeleton,
 * `walletNameSkeleton`), it is disguised (`isDisguisedWalletName`), or
 * another announced wallet claims its rdns.
 */
export function getWalletOptions(
  config: LatchConfig,
  parameters: GetWalletOptionsParameters,
): WalletOption[] {
  const { recentConnectorId, windowEthereum } = parameters
  const allAnnounced = config.latch.announcedWallets()
  const announcedRdns = new Set(allAnnounced.map((x) => x.rdns))
  // A configured wallet whose rdns is announced: the announced one stands
  // for it.
  const merged = (wallet: WalletDescriptor) =>
    !!wallet.rdnsList?.some((rdns) => announcedRdns.has(rdns))
  const configured = config.latch.wallets.filter((x) => !merged(x))
  const claimed = new Set(
    config.latch.wallets.filter(merged).flatMap((x) => x.rdnsList ?? []),
  )
  const discovery = configured.find((x) => x.discovery)
  const announced = discovery
    ? allAnnounced
    : allAnnounced.filter((x) => claimed.has(x.rdns))
  const grouped = config.latch.wallets.some((x) => x.group !== undefined)
  const skeletons = new Map<string, number>()
  for (const wallet of [...announced, ...configured]) {
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
  const option = (
    wallet: WalletDescriptor,
    group: string | undefined,
    installed = true,
  ): WalletOption => {
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
      group,
      description: wallet.description,
      install: wallet.install,
      mobile: wallet.mobile,
    }
  }
  const covered = allAnnounced.some(
    (wallet) => wallet.provider === windowEthereum,
  )
  const installedGroup = grouped ? 'installed' : undefined
  const found = [
    ...announced.map((wallet) => option(wallet, installedGroup)),
    ...(discovery && windowEthereum && !covered
      ? [option(discovery, installedGroup)]
      : []),
  ]
  const options: WalletOption[] = grouped || !discovery ? [...found] : []
  for (const wallet of configured)
    if (wallet === discovery) {
      if (!grouped) options.push(...found)
    } else options.push(option(wallet, wallet.group))
  if (discovery && allAnnounced.length === 0 && !windowEthereum)
    options.push(option(discovery, discovery.group, false))
  if (grouped) {
    // Each group's options together, the groups in the order the list
    // names them (the wallets found here first).
    const order = [
      ...new Set(['installed', ...config.latch.wallets.map((x) => x.group)]),
    ]
    options.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group))
  }
  const recent = options.findIndex(
    (x) => x.installed && x.id === recentConnectorId,
  )
  if (recent >= 0) {
    const [picked] = options.splice(recent, 1)
    const first = options.findIndex((x) => x.group === picked!.group)
    options.splice(!grouped ? 0 : first < 0 ? recent : first, 0, picked!)
    picked!.recent = true
  }
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
