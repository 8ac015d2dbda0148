import { detectOs, type PlatformOs } from '@latch/core/internal'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

function readOs(): PlatformOs {
  const { userAgent, platform, maxTouchPoints } = navigator
  return detectOs(userAgent, platform, maxTouchPoints)
}

/**
 * The visitor's operating system (iOS with iPadOS, Android, or a desktop);
 * a desktop on the server. Light: the in-app browsers are `usePlatform`'s.
 */
export function usePlatformOs(): PlatformOs {
  return useSyncExternalStore(noSubscription, readOs, () => 'desktop')
}
