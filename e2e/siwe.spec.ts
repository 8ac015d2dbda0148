import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { parts } from './connectors/parts.ts'
import { expect, test } from './fixtures.ts'
import { injectWallet, testWallet, walletControl } from './wallet.ts'

// Sign-In with Ethereum on the devnet build: the page's own backend
// (@latch/siwe's handlers on node:http, behind the page's origin), the
// Dev wallet signing with its real key.

function siwe(page: Page) {
  // The connect dialog's sign-in step, named after it.
  const dialog = page.getByRole('dialog', { name: 'Sign in to Latch' })
  const main = page.getByRole('main')
  return {
    dialog,
    signIn: dialog.getByRole('button', { name: 'Sign in' }),
    pageSignIn: main.getByRole('button', { name: 'Sign in' }),
    signedIn: main.getByRole('status').filter({ hasText: /^Signed in as / }),
    signOut: main.getByRole('button', { name: 'Sign out' }),
  }
}

async function open(page: Page, appUrl: string) {
  await injectWallet(page, appUrl)
  await page.goto(`${appUrl}/?siwe=on`)
  return parts(page)
}

/** The server's session, as the page's own fetch sees it. */
function serverSession(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/siwe/session')
    return response.status
  })
}

function signatureRequests(page: Page) {
  return walletControl(
    page,
    (c) => c.requests({ method: ['personal_sign'] }).length,
  )
}

async function connectThenSignIn(page: Page, appUrl: string) {
  const ui = await open(page, appUrl)
  const s = siwe(page)
  await ui.connect.click()
  await ui.option(testWallet.name).click()
  // Connected: the dialog stays, offering Sign in.
  await expect(ui.account).toBeVisible()
  await expect(s.signIn).toBeVisible()
  await expectNoAxeViolations(page, 'the connect dialog offering Sign in')
  await s.signIn.click()
  await expect(s.dialog).toBeHidden()
  await expect(s.signedIn).toHaveText('Signed in as alice.eth')
  return { ui, s }
}

test('connect, sign in, reload (no second prompt), sign out', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(60_000)
  const { s } = await connectThenSignIn(page, appUrl)
  expect(await signatureRequests(page)).toBe(1)
  expect(await serverSession(page)).toBe(200)
  await expectNoAxeViolations(page, 'signed in')

  await page.reload()
  await expect(s.signedIn).toHaveText('Signed in as alice.eth')
  // The server's session was read: the wallet was not asked again.
  expect(await signatureRequests(page)).toBe(0)

  await s.signOut.click()
  await expect(s.pageSignIn).toBeVisible()
  await expect(s.signedIn).toHaveCount(0)
  expect(await serverSession(page)).toBe(401)
  await page.reload()
  await expect(s.pageSignIn).toBeVisible()
  expect(await signatureRequests(page)).toBe(0)
})

test('the sign-in step says what it is and that it is free; Not now closes it, connected and not signed in', async ({
  page,
  appUrl,
}) => {
  const ui = await open(page, appUrl)
  const s = siwe(page)
  await ui.connect.click()
  await ui.option(testWallet.name).click()
  await expect(ui.account).toBeVisible()
  await expect(
    s.dialog.getByRole('heading', { name: 'Sign in to Latch' }),
  ).toBeVisible()
  await expect(s.dialog).toContainText(
    'Sign a message to prove to Latch that you control this account: it is free, with no transaction and no gas.',
  )
  await expect(s.signIn).toBeVisible()
  const notNow = s.dialog.getByRole('button', { name: 'Not now' })
  await expect(notNow).toBeVisible()
  await expect(s.dialog.getByRole('button', { name: 'Close' })).toBeVisible()
  await expectNoAxeViolations(page, 'the sign-in step')

  await notNow.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
  await expect(ui.account).toBeVisible()
  await expect(s.pageSignIn).toBeVisible()
  await expect(s.signedIn).toHaveCount(0)
  expect(await signatureRequests(page)).toBe(0)
  expect(await serverSession(page)).toBe(401)
})

test('the wallet prompt dismissed: an alert and Sign in again, never a half state', async ({
  page,
  appUrl,
}) => {
  const ui = await open(page, appUrl)
  const s = siwe(page)
  await ui.connect.click()
  await ui.option(testWallet.name).click()
  await expect(s.signIn).toBeVisible()
  await walletControl(page, (c) => c.rejectNext({ method: 'personal_sign' }))
  await s.signIn.click()
  await expect(s.dialog.getByRole('alert')).toHaveText(
    'You rejected the request in your wallet.',
  )
  await expect(s.signIn).toBeVisible()
  await expect(s.signIn).not.toHaveAttribute('aria-disabled')
  expect(await serverSession(page)).toBe(401)
  await expectNoAxeViolations(page, 'a dismissed sign-in')
  // And the next tap signs in.
  await s.signIn.click()
  await expect(s.signedIn).toHaveText('Signed in as alice.eth')
})

test('two tabs: signed in in both; a sign-out in one signs the other out', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(60_000)
  await connectThenSignIn(page, appUrl)
  const other = await page.context().newPage()
  await open(other, appUrl)
  const b = siwe(other)
  await expect(b.signedIn).toHaveText('Signed in as alice.eth')
  await siwe(page).signOut.click()
  await expect(b.pageSignIn).toBeVisible()
  await expect(b.signedIn).toHaveCount(0)
})

test('two tabs without BroadcastChannel (storage events): a sign-out in one signs the other out', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(60_000)
  const withoutBroadcastChannel = () => {
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel
  }
  await page.addInitScript(withoutBroadcastChannel)
  await connectThenSignIn(page, appUrl)
  const other = await page.context().newPage()
  await other.addInitScript(withoutBroadcastChannel)
  await open(other, appUrl)
  expect(await other.evaluate(() => typeof BroadcastChannel)).toBe('undefined')
  const b = siwe(other)
  await expect(b.signedIn).toHaveText('Signed in as alice.eth')
  await siwe(page).signOut.click()
  await expect(b.pageSignIn).toBeVisible()
  await expect(b.signedIn).toHaveCount(0)
})

test('a disconnect signs out, in this tab and the server', async ({
  page,
  appUrl,
}) => {
  const { ui } = await connectThenSignIn(page, appUrl)
  await ui.account.click()
  await ui.accountDialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(ui.connect).toBeVisible()
  await expect.poll(() => serverSession(page)).toBe(401)
})
