'use client'

import { sessionRestored } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'

/**
 * With `ssr`, `true` until the page's first restore of the stored session is
 * over (`startLatch`): while it is, a disconnected status may still become
 * the stored account, so the account a first-paint script drew
 * (`StoredAccountScript`) stays in place of *Connect wallet*. The same on
 * the server and while hydrating, so the markup matches.
 */
export function useStoredAccountPending(): boolean {
  const config = useLatchConfig()
  const [pending, setPending] = useState(config.latch.ssr)
  useEffect(() => {
    if (!pending) return
    let live = true
    void sessionRestored(config).then(() => {
      if (live) setPending(false)
    })
    return () => {
      live = false
    }
  }, [config, pending])
  return pending
}
