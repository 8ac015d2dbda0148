import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  connectTestWallet,
  injectWallet,
  pageChains,
  walletControl,
} from './wallet.ts'

// axe-core on every dialog state and the page states around them, each in
// light and dark, 1280 and 375 px wide (see axe.ts).

test.describe.configure({ timeout: 90_000 })

test('connect dialog: options, rejected, confirming', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expect(
    dialog.getByRole('button', { name: /^Test Wallet/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'connect dialog')

  await walletControl(page, (c) =>
    c.rejectNext({ method: 'wallet_requestPermissions' }),
  )
  await dialog.getByRole('button', { name: /^Test Wallet/ }).click()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectNoAxeViolations(page, 'connect rejected')

  await walletControl(page, (c) =>
    c.hold({ method: ['wallet_requestPermissions', 'eth_requestAccounts'] }),
  )
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expectNoAxeViolations(page, 'confirm in wallet')
})

test('connect dialog: WalletConnect QR code', async ({ page, appUrl }) => {
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(
    dialog.getByRole('img', { name: 'WalletConnect QR code' }),
  ).toBeVisible({ timeout: 20_000 })
  await expectNoAxeViolations(page, 'WalletConnect QR')
})

test('connect dialog (production): not installed, not configured', async ({
  page,
  productionUrl,
}) => {
  await page.goto(productionUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await dialog.getByRole('button', { name: /^Browser wallet/ }).click()
  await expect(
    dialog.getByRole('link', { name: /Find a wallet/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'not installed, not configured')
})

test('account dialog, and its copy confirmation', async ({
  page,
  context,
  appUrl,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const account = await connectTestWallet(page, appUrl)
  await account.click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toContainText(/\d ETH/)
  await expectNoAxeViolations(page, 'account dialog')
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect(dialog.getByText('Address copied.')).toBeVisible()
  await expectNoAxeViolations(page, 'address copied')
})

test('page: switching network, unsupported network, sign and token errors; forced dark theme', async ({
  page,
  appUrl,
}) => {
  // Eight states, each checked in four layouts: ~25 s alone, far more on a
  // loaded 2-core machine.
  test.setTimeout(240_000)
  await injectWallet(page, appUrl, {
    chains: [
      ...pageChains(appUrl),
      { id: 31_337, name: 'Elsewhere', rpcUrl: `${appUrl}/devnet/rpc/13370` },
    ],
  })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Test Wallet/ })
    .click()
  const network = page.getByRole('group', { name: 'Network' })
  await expect(network).toBeVisible()

  await walletControl(page, (c) =>
    c.hold({ method: 'wallet_switchEthereumChain' }),
  )
  await network.getByRole('button', { name: /^Latch Devnet 2/ }).click()
  await expect(page.getByText(/^Switching to Latch Devnet 2/)).toBeVisible()
  await expectNoAxeViolations(page, 'switching network')
  await walletControl(page, (c) => c.release())
  await expect(page.getByText('Switched to Latch Devnet 2.')).toBeVisible()

  await walletControl(page, (c) => {
    c.switchChain(31_337)
    c.rejectNext({ method: 'wallet_switchEthereumChain' })
  })
  await page.getByRole('button', { name: 'Switch to Latch Devnet' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'You rejected' }),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'unsupported network')
  await page.getByRole('button', { name: 'Switch to Latch Devnet' }).click()
  await expect(page.getByText('Unsupported network')).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('textbox', { name: 'Signature' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Token address' }).fill('0x12')
  await page.getByRole('textbox', { name: 'Symbol' }).fill('TOOLONGSYMBOL')
  await page.getByRole('button', { name: 'Add to wallet' }).click()
  await expect(page.getByText(/Enter a symbol of 1 to 11/)).toBeVisible()
  await expectNoAxeViolations(page, 'signature and token errors')

  // The theme switch's Dark, whatever the system says.
  await page.getByRole('radio', { name: 'Dark' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoAxeViolations(page, 'forced dark theme')
})
