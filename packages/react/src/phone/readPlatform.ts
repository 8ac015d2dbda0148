import {
  detectPlatform,
  type Platform,
  type PlatformScope,
  readPlatformParameters,
} from '@latch/core/internal'

let last: { userAgent: string; platform: Platform } | undefined

/**
 * This browser's platform (phone OS, in-app browser and its link rules):
 * the same object while the browser says the same, so it serves as a
 * `useSyncExternalStore` snapshot.
 */
export function readPlatform(): Platform {
  const parameters = readPlatformParameters(window as PlatformScope)
  if (last?.userAgent !== parameters.userAgent)
    last = {
      userAgent: parameters.userAgent,
      platform: detectPlatform(parameters),
    }
  return last.platform
}
