import type { DevWalletGlobals, DevWalletInjectConfig } from '@latch/devnet'
import { buildInjectScript } from '@latch/devnet'
import { expect, type Page } from '@playwright/test'

/** The devnet chains as the page reaches them (through the app's origin). */
export function pageChains(appUrl: string): DevWalletInjectConfig['chains'] {
  const chains: { id: number; name: string }[] = JSON.parse(
    process.env.LATCH_CHAINS ?? '[]',
  )
  return chains.map(({ id, name }) => ({
    id,
    name,
    rpcUrl: `${appUrl}/devnet/rpc/${id}`,
  }))
}

/** The test wallet's EIP-6963 identity. */
export const testWallet = { name: 'Test Wallet', rdns: 'dev.latch.testwallet' }

/**
 * Injects the test wallet (the Dev wallet's implementation) into every page
 * of the context before the app's scripts run.
 */
export async function injectWallet(
  page: Page,
  appUrl: string,
  config: Partial<DevWalletInjectConfig> = {},
) {
  const content = await buildInjectScript({
    chains: pageChains(appUrl),
    eip6963: [testWallet],
    persist: true,
    ...config,
  })
  await page.addInitScript({ content })
}

/**
 * Injects the test wallet, opens the app and connects the wallet as a
 * visitor does (*Connect wallet*, then its option); returns the account
 * button (alice.eth on the devnet) once it shows.
 */
export async function connectTestWallet(page: Page, appUrl: string) {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${testWallet.name}`) })
    .click()
  const account = page
    .getByRole('banner')
    .getByRole('button', { name: /alice\.eth/ })
  await expect(account).toBeVisible()
  return account
}

/** Runs a function against the test wallet's control in the page. */
export function walletControl<result>(
  page: Page,
  fn: (control: NonNullable<DevWalletGlobals['__latchDevWallet']>) => result,
) {
  return page.evaluate(
    `(${fn.toString()})(window.__latchDevWallet)`,
  ) as Promise<Awaited<result>>
}

/**
 * Records, from before the page's first byte is parsed, every wallet status
 * and whether a *Connect wallet* button was ever painted: checked in every
 * animation frame, just before it is painted (a built page's markup holds
 * the button until its inline script, run before any frame, puts the stored
 * account in its place).
 */
export async function recordFlicker(page: Page) {
  await page.addInitScript(() => {
    const seen = { statuses: [] as string[], connectButton: false }
    ;(window as unknown as { __flicker: typeof seen }).__flicker = seen
    new MutationObserver(() => {
      const status = document.documentElement.dataset.walletStatus
      if (status && seen.statuses.at(-1) !== status) seen.statuses.push(status)
    }).observe(document, { subtree: true, attributes: true, childList: true })
    const frame = () => {
      for (const button of document.querySelectorAll('button'))
        if (
          button.textContent?.trim() === 'Connect wallet' &&
          button.checkVisibility({ visibilityProperty: true })
        )
          seen.connectButton = true
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

/** What `recordFlicker` saw. */
export function flicker(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __flicker: { statuses: string[]; connectButton: boolean }
        }
      ).__flicker,
  )
}
