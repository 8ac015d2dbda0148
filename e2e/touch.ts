import type { Browser } from '@playwright/test'

/**
 * A new context as a phone presents itself: touch, no hover (so no hover or
 * focus preloading runs before the tap), a phone's viewport.
 */
export function newTouchContext(browser: Browser) {
  return browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  })
}
