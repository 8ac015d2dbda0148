import { useEffect, useState } from 'react'
import { openDeepLink } from './openDeepLink.ts'

/** How long to wait for a wallet app to take over before showing the QR code. */
export const deepLinkTimeout = 3_000

/** Where a deep link stands: not tried, opening, the app took over, or not. */
export type DeepLinkStage = 'off' | 'opening' | 'opened' | 'failed'

/**
 * On a touch device, opens the pairing URI as a deep link once it is known,
 * and reports `failed` when the page is still in front `deepLinkTimeout`
 * later (no wallet app took over): the caller then shows the QR code.
 */
export function useDeepLink(
  uri: string | undefined,
  enabled: boolean,
): DeepLinkStage {
  const [stage, setStage] = useState<DeepLinkStage>(enabled ? 'opening' : 'off')
  useEffect(() => {
    if (!enabled || !uri) return
    setStage('opening')
    let left = false
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden') return
      left = true
      setStage('opened')
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    const timer = setTimeout(() => {
      if (!left) setStage('failed')
    }, deepLinkTimeout)
    openDeepLink(uri)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [uri, enabled])
  return enabled ? stage : 'off'
}
