import type { Page } from '@playwright/test'
import { disconnectFromLatch, parts } from './connectors/parts.ts'
import { expect, test } from './fixtures.ts'
import { injectWallet, testWallet, walletControl } from './wallet.ts'

// Two tabs of one page: two pages of one browser context (one origin's
// storage). Each page has its own Dev wallet, which keeps its chain for its
// page as a wallet SDK's provider does: what the other tab shows comes from
// Latch telling it, not from the wallet.

async function open(page: Page, appUrl: string) {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  return parts(page)
}

/** A browser without BroadcastChannel: the tabs hear each other through storage events. */
function withoutBroadcastChannel() {
  delete (window as { BroadcastChannel?: unknown }).BroadcastChannel
}

async function twoConnectedTabs(
  page: Page,
  appUrl: string,
  { broadcastChannel = true } = {},
) {
  if (!broadcastChannel) await page.addInitScript(withoutBroadcastChannel)
  const a = await open(page, appUrl)
  await a.connect.click()
  await a.option(testWallet.name).click()
  await expect(a.account).toBeVisible()
  const other = await page.context().newPage()
  if (!broadcastChannel) await other.addInitScript(withoutBroadcastChannel)
  const b = await open(other, appUrl)
  await expect(b.account).toBeVisible()
  return { a, b, other }
}

// How soon the other tab follows is a figure for a benchmark, not for a
// timed test: a 1-s wait for it failed once on a loaded CI machine (the
// other tab is a background page there).
test('a disconnect in one tab: the other shows Connect wallet', async ({
  page,
  appUrl,
}) => {
  const { b } = await twoConnectedTabs(page, appUrl)
  await disconnectFromLatch(page)
  await expect(b.connect).toBeVisible()
  await expect(b.html).toHaveAttribute('data-wallet-status', 'disconnected')
  // Nothing bounces back: both stay disconnected.
  await page.waitForTimeout(300)
  await expect(parts(page).connect).toBeVisible()
  await expect(b.connect).toBeVisible()
})

test('without BroadcastChannel (storage events): a disconnect in one tab, the other shows Connect wallet', async ({
  page,
  appUrl,
}) => {
  const { b, other } = await twoConnectedTabs(page, appUrl, {
    broadcastChannel: false,
  })
  for (const tab of [page, other])
    expect(await tab.evaluate(() => typeof BroadcastChannel)).toBe('undefined')
  await disconnectFromLatch(page)
  await expect(b.connect).toBeVisible()
  await expect(b.html).toHaveAttribute('data-wallet-status', 'disconnected')
  await page.waitForTimeout(300)
  await expect(parts(page).connect).toBeVisible()
  await expect(b.connect).toBeVisible()
})

test('a chain switched in one tab: the other follows, its own wallet switched too', async ({
  page,
  appUrl,
}) => {
  const { a, b, other } = await twoConnectedTabs(page, appUrl)
  await expect(b.chain('Latch Devnet')).toHaveAttribute('aria-current', 'true')
  await a.chain('Latch Devnet 2').click()
  await expect(a.networkStatus).toHaveText('Switched to Latch Devnet 2.')
  await expect(b.chain('Latch Devnet 2')).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The other tab's wallet was asked, not just its page told.
  const { chainId } = await walletControl(other, (c) => c.state())
  expect(chainId).toBe(13_371)
})

test('a connect in one tab connects the other, already open', async ({
  page,
  appUrl,
}) => {
  const a = await open(page, appUrl)
  const other = await page.context().newPage()
  const b = await open(other, appUrl)
  await expect(b.connect).toBeVisible()
  // The other tab's wallet holds the site's authorization too, as an
  // extension's does in every tab; nothing there connects by itself.
  await walletControl(other, (c) => c.connect())
  await other.waitForTimeout(300)
  await expect(b.connect).toBeVisible()
  await a.connect.click()
  await a.option(testWallet.name).click()
  await expect(a.account).toBeVisible()
  await expect(b.account).toBeVisible()
})
