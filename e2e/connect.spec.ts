import { expect, test } from './fixtures.ts'
import { flicker, injectWallet, recordFlicker, testWallet } from './wallet.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('the injected wallet connects, shows its address and ENS name, survives a reload, disconnects', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await dialog
    .getByRole('button', { name: new RegExp(`^${testWallet.name}`) })
    .click()

  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  const account = page
    .getByRole('banner')
    .getByRole('button', { name: /alice\.eth/ })
  await expect(account).toContainText('Latch Devnet')
  await account.click()
  const details = page.getByRole('dialog', { name: 'Account' })
  await expect(details).toContainText(alice)
  await expect(details).toContainText('alice.eth')
  await expect(details).toContainText('Latch Devnet')
  await expect(details).toContainText(/Balance[\d,.]+ ETH/)
  await details.getByRole('button', { name: 'Close' }).click()

  // A reload restores the session without ever showing *Connect wallet*.
  await recordFlicker(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  await expect(account).toContainText('Latch Devnet')
  const seen = await flicker(page)
  expect(seen.connectButton).toBe(false)
  expect(seen.statuses).not.toContain('connecting')

  await account.click()
  await details.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'disconnected',
  )
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()

  // Disconnected stays disconnected across a reload.
  await page.reload()
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'disconnected',
  )
})

test('the Dev wallet is offered in devnet mode and connects', async ({
  page,
  appUrl,
}) => {
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Dev wallet/ })
    .click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /alice\.eth/ }),
  ).toBeVisible()
})

test('production, no wallet in the browser: Browser wallet not installed, WalletConnect not configured', async ({
  page,
  productionUrl,
}) => {
  await page.goto(productionUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  const browserWallet = dialog.getByRole('button', { name: /^Browser wallet/ })
  await expect(browserWallet).toHaveAccessibleDescription('Not installed')
  await browserWallet.click()
  await expect(
    dialog.getByRole('link', { name: /Find a wallet/ }),
  ).toBeVisible()
  const walletConnect = dialog.getByRole('button', { name: /^WalletConnect/ })
  await expect(walletConnect).toHaveAttribute('aria-disabled', 'true')
  await expect(walletConnect).toHaveAccessibleDescription(
    'Not set up on this site yet',
  )
  await expect(dialog.getByRole('button', { name: /^Dev wallet/ })).toHaveCount(
    0,
  )
})

test('Coinbase Wallet: its SDK loads when picked; a reload reconnects it without a flash of Connect wallet', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl, { coinbaseExtension: true })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const before = scripts.length
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Coinbase Wallet/ })
    .click()
  const account = page
    .getByRole('banner')
    .getByRole('button', { name: /alice\.eth/ })
  await expect(account).toBeVisible()
  expect(scripts.length, 'the SDK is fetched on pick').toBeGreaterThan(before)

  await recordFlicker(page)
  await page.reload()
  await expect(account).toBeVisible()
  const seen = await flicker(page)
  expect(seen.connectButton).toBe(false)
  expect(seen.statuses).not.toContain('connecting')
  expect(seen.statuses.slice(-2)).toEqual(['reconnecting', 'connected'])

  await account.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(
    'WalletCoinbase Wallet',
  )
})
