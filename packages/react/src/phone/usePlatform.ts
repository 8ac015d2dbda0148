import type { Platform } from '@latch/core/internal'
import { useSyncExternalStore } from 'react'
import { readPlatform } from './readPlatform.ts'

// What a server renders and hydration first sees: no phone, no in-app browser.
const serverPlatform: Platform = Object.freeze({
  os: 'desktop',
  inAppBrowser: undefined,
  linkStrategy: 'link',
})

const noSubscription = () => () => {}

/** The visitor's platform (phone OS, in-app browser); a desktop on the server. */
export function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    readPlatform,
    () => serverPlatform,
  )
}
