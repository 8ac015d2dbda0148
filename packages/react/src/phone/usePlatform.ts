import {
  detectPlatform,
  type Platform,
  type PlatformScope,
  readPlatformParameters,
} from '@latch/core/internal'
import { useSyncExternalStore } from 'react'

// What a server renders and hydration first sees: no phone, no in-app browser.
const serverPlatform: Platform = Object.freeze({
  os: 'desktop',
  inAppBrowser: undefined,
  linkStrategy: 'link',
})

let last: { userAgent: string; platform: Platform } | undefined

const noSubscription = () => () => {}

function readPlatform(): Platform {
  const parameters = readPlatformParameters(window as PlatformScope)
  // The same object while the browser says the same (a snapshot must be stable).
  if (last?.userAgent !== parameters.userAgent)
    last = {
      userAgent: parameters.userAgent,
      platform: detectPlatform(parameters),
    }
  return last.platform
}

/** The visitor's platform (phone OS, in-app browser); a desktop on the server. */
export function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    readPlatform,
    () => serverPlatform,
  )
}
