import type { LatchConfig } from '@latch/core'
import type { SiweClient, SiweOptions } from '@latch/core/siwe'
import { useEffect, useRef, useState } from 'react'

/**
 * `LatchProvider`'s Sign-In with Ethereum client for `options` (none
 * without): its code is fetched only when the dapp turns it on, so a page
 * without it carries none of it. The options are read once per config.
 */
export function useSiweClient(
  config: LatchConfig,
  options: SiweOptions | undefined,
): SiweClient | null | undefined {
  const enabled = options !== undefined
  const latest = useRef(options)
  latest.current = options
  const [client, setClient] = useState<SiweClient | null>(null)
  useEffect(() => {
    if (!enabled) return
    let active = true
    let created: SiweClient | undefined
    import('@latch/core/siwe').then(({ createSiweClient }) => {
      if (!active || !latest.current) return
      created = createSiweClient(config, latest.current)
      setClient(created)
    })
    return () => {
      active = false
      created?.stop()
      setClient(null)
    }
  }, [config, enabled])
  return enabled ? client : undefined
}
