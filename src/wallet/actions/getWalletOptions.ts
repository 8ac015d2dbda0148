import type { Config } from '@wagmi/core'
import type { LazyConnector } from '../connectors/lazy.ts'
import type { AnnouncedWallet } from '../connectors/watchAnnouncedWallets.ts'

/** One wallet the visitor can pick in the connect dialog. */
export type WalletOption = {
  /** The connector id it connects with. */
  id: string
  name: string
  /** A `data:image/…` URI, when the wallet announced one. */
  icon: string | undefined
  /** Why it cannot be used here, when it cannot. */
  unavailable: string | undefined
  recent: boolean
}

const safeIcon = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/

/**
 * The wallets to offer: EIP-6963 wallets, the generic browser wallet (only
 * when a `window.ethereum` exists that no announcement covers), then the
 * lazily loaded ones; the most recently used first.
 */
export function getWalletOptions(
  config: Config,
  parameters: {
    /** The wallets announced over EIP-6963 (`LatchConfig.announcedWallets()`). */
    announcedWallets: readonly AnnouncedWallet[]
    lazyConnectors: readonly LazyConnector[]
    recentConnectorId: string | null | undefined
    /** The page's `window.ethereum`, if any. */
    windowEthereum: unknown
  },
): WalletOption[] {
  const {
    announcedWallets,
    lazyConnectors,
    recentConnectorId,
    windowEthereum,
  } = parameters
  const options: WalletOption[] = []
  const announced = config.connectors.filter((x) => x.id !== 'injected')
  for (const connector of announced) {
    if (lazyConnectors.some((x) => x.id === connector.id)) continue
    options.push({
      id: connector.id,
      name: connector.name,
      icon:
        connector.icon && safeIcon.test(connector.icon)
          ? connector.icon
          : undefined,
      unavailable: undefined,
      recent: false,
    })
  }
  const announcedProviders: unknown[] = announcedWallets.map((x) => x.provider)
  if (windowEthereum && !announcedProviders.includes(windowEthereum))
    options.push({
      id: 'injected',
      name: 'Browser wallet',
      icon: undefined,
      unavailable: undefined,
      recent: false,
    })
  for (const lazy of lazyConnectors)
    options.push({
      id: lazy.id,
      name: lazy.name,
      icon: undefined,
      unavailable: lazy.configured ? undefined : lazy.reason,
      recent: false,
    })
  const recent = options.findIndex((x) => x.id === recentConnectorId)
  if (recent > 0) options.unshift(...options.splice(recent, 1))
  if (recent >= 0) options[0]!.recent = true
  return options
}
