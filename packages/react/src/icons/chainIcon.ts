import type { Chain } from 'viem'
import { isIconUrl } from './isIconUrl.ts'

/**
 * A chain's own icon, when its definition has one (`iconUrl`, as
 * RainbowKit's chains carry) that Latch shows (`isIconUrl`: the wallet
 * icons' rule).
 */
export function chainIcon(chain: Chain | undefined): string | undefined {
  const icon = (chain as { iconUrl?: unknown } | undefined)?.iconUrl
  return isIconUrl(icon) ? icon : undefined
}
