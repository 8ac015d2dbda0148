import { test as base, expect, type Page } from '@playwright/test'

/** True for the loopback addresses the tests may talk to, and for data/blob URLs. */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:')
    return true
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}

type Fixtures = {
  /** The app's URL (the devnet's preview server). */
  appUrl: string
  /** A production build of the app, on loopback. */
  productionUrl: string
  /** Requests the page tried to send off the machine (they are blocked). */
  offMachine: string[]
  /** Content-Security-Policy violations Chromium reported. */
  cspViolations: string[]
}

/**
 * Every journey runs with a guard: any request to a non-loopback address is
 * blocked and recorded, and the test fails if there was one.
 */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from the pattern
  appUrl: async ({}, use) => {
    const url = process.env.LATCH_URL
    if (!url)
      throw new Error('LATCH_URL is not set: run through playwright.config.ts')
    await use(url)
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from the pattern
  productionUrl: async ({}, use) => {
    const url = process.env.LATCH_PRODUCTION_URL
    if (!url)
      throw new Error(
        'LATCH_PRODUCTION_URL is not set: run through playwright.config.ts',
      )
    await use(url)
  },
  offMachine: async ({ context }, use) => {
    const seen: string[] = []
    await context.route(
      (url) => !isLoopback(url.href),
      (route) => {
        seen.push(route.request().url())
        return route.abort('blockedbyclient')
      },
    )
    await context.routeWebSocket(
      (url) => !isLoopback(url.href),
      (socket) => {
        seen.push(socket.url())
        socket.close()
      },
    )
    await use(seen)
    expect(seen, 'requests to addresses off this machine').toEqual([])
  },
  cspViolations: async ({ context }, use) => {
    const seen: string[] = []
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        seen.push(message.text())
    })
    await use(seen)
    expect(seen, 'Content-Security-Policy violations').toEqual([])
  },
  page: async ({ page, context, offMachine, cspViolations }, use) => {
    void offMachine
    void cspViolations
    // The devnet build's Sign-In with Ethereum is off for the journeys that
    // do not ask for it (`?siwe=on`): they connect without a sign-in step.
    await context.addInitScript(() => {
      ;(window as { latchDevnetSiwe?: boolean }).latchDevnetSiwe = false
    })
    await use(page)
  },
})

export { expect }

/** The wallet status `<html data-wallet-status>` shows. */
export function walletStatus(page: Page) {
  return page.locator('html').getAttribute('data-wallet-status')
}
