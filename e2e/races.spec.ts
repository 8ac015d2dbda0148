import { en } from '@latch/react'
import type { Page } from '@playwright/test'
import { expect, test, walletStatus } from './fixtures.ts'
import { injectWallet, testWallet, walletControl } from './wallet.ts'

// Races a visitor can start with a mouse: double clicks, a second choice while
// the wallet still asks about the first, closing the dialog mid-connect.

const enable = ['wallet_requestPermissions', 'eth_requestAccounts']

function parts(page: Page) {
  const header = page.getByRole('banner')
  const network = page.getByRole('group', { name: 'Network' })
  return {
    connect: header.getByRole('button', { name: 'Connect wallet' }),
    account: header.getByRole('button', { name: /alice\.eth|0xf39F…2266/ }),
    dialog: page.getByRole('dialog', { name: 'Connect a wallet' }),
    option: page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: new RegExp(`^${testWallet.name}`) }),
    chain: (name: string) =>
      network.getByRole('button', {
        name: new RegExp(`^${name}( Connected)?$`),
      }),
  }
}

/** The wallet requests of the given methods, in order. */
async function sent(page: Page, methods: string[]) {
  const requests = await walletControl(page, (c) =>
    c.requests().map((x) => x.method),
  )
  return requests.filter((method) => methods.includes(method))
}

test('double-clicking a wallet option sends one connection request', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  const ui = parts(page)
  await walletControl(page, (c) =>
    c.hold({ method: 'wallet_requestPermissions' }),
  )
  await ui.connect.click()
  await ui.option.dblclick()
  await expect(ui.dialog.getByRole('status')).toHaveText(
    en.connect.confirmIn(testWallet.name),
  )
  // Both clicks have been handled; the wallet saw one prompt.
  await page.waitForTimeout(300)
  expect(await sent(page, enable)).toEqual(['wallet_requestPermissions'])
  await walletControl(page, (c) => c.release())
  await expect(ui.account).toBeVisible()
  expect(await walletStatus(page)).toBe('connected')
  expect(await sent(page, enable)).toEqual(['wallet_requestPermissions'])
})

test('a second network choice while a switch is pending sends no second request', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  const ui = parts(page)
  await ui.connect.click()
  await ui.option.click()
  await expect(ui.account).toBeVisible()

  await walletControl(page, (c) =>
    c.hold({ method: 'wallet_switchEthereumChain' }),
  )
  await ui.chain('Latch Devnet 2').click()
  await expect
    .poll(() => sent(page, ['wallet_switchEthereumChain']))
    .toHaveLength(1)
  // Again, and the other chain, while the wallet still asks.
  await ui.chain('Latch Devnet 2').click({ force: true })
  await ui.chain('Latch Devnet 2').dblclick({ force: true })
  await ui.chain('Latch Devnet').click({ force: true })
  await page.waitForTimeout(300)
  expect(await sent(page, ['wallet_switchEthereumChain'])).toHaveLength(1)

  await walletControl(page, (c) => c.release())
  await expect(ui.chain('Latch Devnet 2')).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(ui.account).toContainText('Latch Devnet 2')
  expect(await sent(page, ['wallet_switchEthereumChain'])).toHaveLength(1)
})

test('-32002 (a request already pending): the visitor is told to open the wallet, not prompted again', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  const ui = parts(page)
  await walletControl(page, (c) =>
    c.rejectNext({
      method: 'wallet_requestPermissions',
      code: -32002,
      message: 'Request already pending',
    }),
  )
  await ui.connect.click()
  await ui.option.click()
  await expect(ui.dialog.getByRole('alert')).toHaveText(
    en.errors.requestPending,
  )
  await expect(ui.dialog.getByRole('alert')).toContainText('Open your wallet')
  // No second prompt behind the visitor's back.
  await page.waitForTimeout(300)
  expect(await sent(page, enable)).toEqual(['wallet_requestPermissions'])
  expect(await walletStatus(page)).toBe('disconnected')
  await expect(ui.connect).toBeVisible()
})

for (const ending of ['approved', 'rejected'] as const)
  test(`closing the dialog mid-connect, then the wallet ${ending}: status and page agree`, async ({
    page,
    appUrl,
  }) => {
    await injectWallet(page, appUrl)
    await page.goto(appUrl)
    const ui = parts(page)
    await walletControl(page, (c) =>
      c.hold({ method: 'wallet_requestPermissions' }),
    )
    await ui.connect.click()
    await ui.option.click()
    await expect(ui.dialog.getByRole('status')).toHaveText(
      en.connect.confirmIn(testWallet.name),
    )
    await page.keyboard.press('Escape')
    await expect(ui.dialog).toBeHidden()

    if (ending === 'rejected')
      await walletControl(page, (c) =>
        c.rejectNext({ method: 'wallet_requestPermissions' }),
      )
    await walletControl(page, (c) => c.release())

    if (ending === 'approved') {
      await expect(ui.account).toBeVisible()
      await expect(ui.connect).toHaveCount(0)
      expect(await walletStatus(page)).toBe('connected')
    } else {
      await expect(ui.connect).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute(
        'data-wallet-status',
        'disconnected',
      )
      await expect(ui.account).toHaveCount(0)
    }
    // And it stays so: nothing left pending flips it later.
    await page.waitForTimeout(300)
    expect(await walletStatus(page)).toBe(
      ending === 'approved' ? 'connected' : 'disconnected',
    )
    expect(await sent(page, enable)).toEqual(['wallet_requestPermissions'])
  })
