import type { ReactNode } from 'react'
import type { Chain } from 'viem'
import { chainIcon } from '../../icons/chainIcon.ts'
import { drawnChainIcon } from '../../icons/drawnChainIcon.ts'

export type ChainIconProps = {
  /** A chain of the config; none (an unsupported chain): `fallback`. */
  chain: Chain | undefined
  /** What shows for a chain without an icon (a dot). */
  fallback: ReactNode
  className?: string | undefined
}

/**
 * A chain's icon: its own `iconUrl` (`chainIcon`), else Latch's drawing of
 * it (`drawnChainIcon`), else `fallback`. With the drawings, its code is the
 * network dialog's (`NetworkDialog.ChainIcon`, which the chain button loads
 * lazily, showing its dot meanwhile), never in the first paint.
 */
export function ChainIcon({ chain, fallback, className }: ChainIconProps) {
  const icon = chain && (chainIcon(chain) ?? drawnChainIcon(chain.id))
  if (!icon) return fallback
  return <img className={className} src={icon} alt="" width={20} height={20} />
}
