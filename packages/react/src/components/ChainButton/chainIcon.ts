import type { Chain } from 'viem'

/**
 * A chain's icon, when its definition has one (`iconUrl`, as RainbowKit's
 * chains carry): only an https or `data:image/` URL.
 */
export function chainIcon(chain: Chain | undefined): string | undefined {
  const icon = (chain as { iconUrl?: unknown } | undefined)?.iconUrl
  if (typeof icon !== 'string') return undefined
  return /^(https:\/\/|data:image\/)/.test(icon) ? icon : undefined
}
