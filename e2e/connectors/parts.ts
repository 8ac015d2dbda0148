import { persistDefaults } from '@latch/core'
import {
  type StartWalletPeerParameters,
  startWalletPeer,
  type WalletPeer,
} from '@latch/devnet'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { flicker, recordFlicker } from '../wallet.ts'

export const first = 13_370
export const second = 13_371
/** anvil's dev account 0 (alice.eth on the devnet) and account 1. */
export const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Account 1's display name (bob.eth on the devnet). */
export const account1Name = 'bob.eth'
export const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const userRejected = 'You rejected the request in your wallet.'

/** The page's parts a connector journey talks to. */
export function parts(page: Page) {
  const header = page.getByRole('banner')
  const network = page.getByRole('group', { name: 'Network' })
  return {
    html: page.locator('html'),
    connect: header.getByRole('button', { name: 'Connect wallet' }),
    /** The account button, by ENS name or short address. */
    account: header.getByRole('button', {
      name: /alice\.eth|bob\.eth|0xf39F…2266|0x7099…79C8/,
    }),
    connectDialog: page.getByRole('dialog', { name: 'Connect a wallet' }),
    /** The connect dialog's sign-in step (Sign-In with Ethereum on). */
    signInDialog: page.getByRole('dialog', { name: 'Sign in to Latch' }),
    accountDialog: page.getByRole('dialog', { name: 'Account' }),
    option: (name: string) =>
      page
        .getByRole('dialog', { name: 'Connect a wallet' })
        .getByRole('button', { name: new RegExp(`^${name}`) }),
    chain: (name: string) =>
      network.getByRole('button', {
        name: new RegExp(`^${name}( Connected)?$`),
      }),
    networkStatus: page
      .locator('section', { has: network })
      .getByRole('status'),
    networkAlert: page.locator('section', { has: network }).getByRole('alert'),
  }
}

/**
 * Measures a connect: from picking the option to the account button in the
 * header. Recorded as a `connect-ms` annotation and printed.
 */
export async function timedConnect(
  label: string,
  pick: () => Promise<void>,
  connected: Locator,
) {
  const start = performance.now()
  await pick()
  await expect(connected).toBeVisible()
  const ms = Math.round(performance.now() - start)
  test.info().annotations.push({
    type: 'connect-ms',
    description: `${label}: ${ms} ms`,
  })
  console.log(`[connect-ms] ${label}: ${ms} ms`)
  return ms
}

/**
 * Picks `option` in the connect dialog of a wallet set to reject: the alert
 * says so, and Try again connects (alice.eth in the header).
 */
export async function rejectedThenTryAgain(page: Page, option: string) {
  const ui = parts(page)
  await ui.connect.click()
  await ui.option(option).click()
  await expect(ui.connectDialog.getByRole('alert')).toHaveText(userRejected)
  await ui.connectDialog.getByRole('button', { name: 'Try again' }).click()
  await expect(ui.account).toContainText('alice.eth')
}

/**
 * Reloads a connected page: the session is back, the account button shows
 * `shows`, with no *Connect wallet* painted and no `connecting` on the way.
 */
export async function expectRestoredOnReload(page: Page, shows: string) {
  const ui = parts(page)
  await recordFlicker(page)
  await page.reload()
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
  await expect(ui.account).toContainText(shows)
  const seen = await flicker(page)
  expect(seen.connectButton).toBe(false)
  expect(seen.statuses).not.toContain('connecting')
}

/** Disconnects from the account dialog and waits for the disconnected state. */
export async function disconnectFromLatch(page: Page) {
  const ui = parts(page)
  await ui.account.click()
  await ui.accountDialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'disconnected')
  await expect(ui.connect).toBeVisible()
}

/** localStorage keys, sorted. */
export function storageKeys(page: Page) {
  return page.evaluate(() => Object.keys(localStorage).sort())
}

/**
 * Opens the account dialog and waits until it shows the account's name,
 * avatar (when it has one) and balance, and the persisted query cache holds
 * them. Leaves the dialog open.
 */
export async function expectAccountLoaded(
  page: Page,
  { name, avatar }: { name: string; avatar: boolean },
) {
  const ui = parts(page)
  await ui.account.click()
  await expect(ui.accountDialog).toContainText(name)
  if (avatar)
    await expect(ui.accountDialog.locator('img[src^="data:"]')).toBeVisible()
  await expect(
    ui.accountDialog.locator('dd', { hasText: / ETH$/ }),
  ).toBeVisible()
  const persisted = () =>
    page.evaluate(
      ([key, name]) => {
        const cache = localStorage.getItem(key) ?? ''
        return { name: cache.includes(name), balance: /"balance"/.test(cache) }
      },
      [persistDefaults.key, name] as const,
    )
  await expect.poll(persisted).toEqual({ name: true, balance: true })
}

/**
 * Where the page's localStorage and sessionStorage (keys and values) mention
 * one of `traces`: an address in any case (its 40 hex digits), a name.
 */
export function storageTraces(page: Page, traces: readonly string[]) {
  const needles = traces.map((x) =>
    (/^0x[0-9a-f]{40}$/i.test(x) ? x.slice(2) : x).toLowerCase(),
  )
  return page.evaluate((needles) => {
    const hits: string[] = []
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      const storage = window[area]
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? ''
        const text = `${key}\n${storage.getItem(key)}`.toLowerCase()
        for (const needle of needles)
          if (text.includes(needle)) hits.push(`${area}['${key}']: ${needle}`)
      }
    }
    return hits
  }, needles)
}

/**
 * After a disconnect: no trace of the accounts in storage, at once (the
 * visitor may close the tab right away). That the persister's next write,
 * a throttle later, does not bring them back is the integration tests' part.
 */
export async function expectNoTraces(page: Page, traces: readonly string[]) {
  expect(await storageTraces(page, traces)).toEqual([])
}

/**
 * Starts a WalletConnect wallet peer on the devnet's relay and both devnet
 * chains (as the page at `appUrl` reaches them); the caller stops it.
 */
export function startDevnetPeer(
  appUrl: string,
  parameters: Partial<StartWalletPeerParameters> = {},
): Promise<WalletPeer> {
  const relayUrl = process.env.LATCH_RELAY_URL
  if (!relayUrl)
    throw new Error(
      'LATCH_RELAY_URL is not set: run through playwright.config.ts',
    )
  return startWalletPeer({
    relayUrl,
    chains: [first, second].map((id) => ({
      id,
      rpcUrl: `${appUrl}/devnet/rpc/${id}`,
    })),
    ...parameters,
  })
}
