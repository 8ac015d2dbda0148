import { type Browser, chromium } from 'playwright-core'
import config from '../playwright.config.ts'

/**
 * Launches Debian's Chromium with the exact options the end-to-end tests use,
 * plus a dead proxy (a closed loopback port) for everything but loopback: a
 * second wall behind `guardContext`'s routes, so that no request can leave
 * the machine even while the routes are lifted to let the HTTP cache work.
 */
export function launchChromium(): Promise<Browser> {
  const options = config.use?.launchOptions
  if (!options?.executablePath)
    throw new Error('playwright.config.ts names no Chromium executable')
  return chromium.launch({
    executablePath: options.executablePath,
    args: options.args ?? [],
    headless: true,
    proxy: {
      server: 'http://127.0.0.1:9',
      bypass: '127.0.0.1,localhost,[::1]',
    },
  })
}
