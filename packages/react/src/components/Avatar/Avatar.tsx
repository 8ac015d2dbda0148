'use client'

import { useState } from 'react'
import type { Address } from 'viem'
import { useVisitorActed } from '../../hooks/useVisitorActed.ts'
import { identicon } from './identicon.ts'
import { safeAvatarUrl } from './safeAvatarUrl.ts'

export type AvatarProps = {
  address: Address
  /** The ENS avatar URL, when the account has one. */
  src?: string | null | undefined
  size: 24 | 28 | 64
}

/**
 * The account's picture: its ENS avatar when it has a usable one, else an
 * identicon drawn from the address. Decorative: the name is always beside it.
 * An avatar on another host is loaded only once the visitor has acted on the
 * page (until then, nothing shown calls a third party); a `data:` image at once.
 */
export function Avatar({ address, src, size }: AvatarProps) {
  const acted = useVisitorActed()
  const safe = safeAvatarUrl(src)
  const url = safe?.startsWith('data:') || acted ? safe : undefined
  const [failed, setFailed] = useState<string>()
  if (url && failed !== url)
    return (
      <img
        className="latch-avatar"
        src={url}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(url)}
        referrerPolicy="no-referrer"
      />
    )
  const { cells, foreground, background } = identicon(address)
  return (
    <svg
      className="latch-avatar"
      viewBox="0 0 5 5"
      width={size}
      height={size}
      aria-hidden="true"
      shapeRendering="crispEdges"
    >
      <rect width="5" height="5" fill={background} />
      {cells.map(([x, y]) => (
        <rect
          key={`${x}.${y}`}
          x={x}
          y={y}
          width="1"
          height="1"
          fill={foreground}
        />
      ))}
    </svg>
  )
}
