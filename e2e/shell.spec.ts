import { expect, test } from './fixtures.ts'

test('the page is titled Latch and offers to connect a wallet', async ({
  page,
  appUrl,
}) => {
  await page.goto(appUrl)
  await expect(page).toHaveTitle('Latch')
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'disconnected',
  )
  const connect = page.getByRole('button', { name: 'Connect wallet' })
  await connect.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(
    dialog.getByRole('button', { name: /^Coinbase Wallet/ }),
  ).toBeVisible()
  await expect(
    dialog.getByRole('button', { name: /^WalletConnect/ }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()
})

test('an unknown path shows the not-found page inside the app shell', async ({
  page,
  appUrl,
}) => {
  await page.goto(`${appUrl}/no/such/page`)
  await expect(
    page.getByRole('heading', { name: 'Page not found' }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
})
