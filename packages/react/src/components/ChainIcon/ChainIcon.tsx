import type { ReactNode } from 'react'
import type { Chain } from 'viem'
import { chainIcon } from '../../icons/chainIcon.ts'
import { drawnChainIcon } from '../../icons/drawnChainIcon.ts'

export type ChainIconProps = {
  /** A chain of the config; none (an unsupported chain): `fallback`. */
  chain: Chain | undefined
  /** What shows for a chain without an icon (a dot). */
  fallback: ReactNode
  /** In the network dialog's list: sized and placed as its dots are. */
  inMenu?: boolean | undefined
}

/**
 * A chain's icon: its own `iconUrl` (`chainIcon`), else Latch's drawing of
 * it (`drawnChainIcon`), else `fallback`. With the drawings, its code is the
 * network dialog's (`NetworkDialog.ChainIcon`, which the chain button loads
 * lazily, showing its dot meanwhile), never in the first paint.
 */
export function ChainIcon({ chain, fallback, inMenu }: ChainIconProps) {
  const icon = chain && (chainIcon(chain) ?? drawnChainIcon(chain.id))
  if (!icon) return fallback
  return (
    <img
      className={inMenu ? 'latch-network-menu__icon' : undefined}
      src={icon}
      alt=""
      width={20}
      height={20}
    />
  )
}
