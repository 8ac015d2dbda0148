import type { Page } from 'playwright-core'
import type { FrameProbe } from './frameProbe.ts'

/**
 * Waits until the frame probe saw the account on screen. The predicate is a
 * function, not a string: Playwright evaluates it once (inside its own call,
 * which a page's Content-Security-Policy lets through) and then calls it on
 * each animation frame, where a string would be `eval`ed again and refused
 * by a policy without 'unsafe-eval', as Latch's production build carries.
 */
export async function waitForAccount(page: Page, timeout: number) {
  await page.waitForFunction(
    () => {
      const probe = (window as { __benchProbe?: FrameProbe }).__benchProbe
      return !!probe && probe.accountAt !== null
    },
    undefined,
    { timeout },
  )
}
