'use client'

import { useEffect, useState } from 'react'

/**
 * `false` on the server and while hydrating, `true` once mounted: what is
 * loaded lazily (a `Suspense` boundary) renders only then, so a server's
 * `renderToString` never meets a suspending component and hydration has
 * nothing to recover from.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
