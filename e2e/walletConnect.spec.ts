import { expect, test } from './fixtures.ts'
import { standInRelay } from './walletConnectRelay.ts'

test('WalletConnect: the SDK loads when picked, and Latch draws the pairing URI as its own QR code, with Copy link', async ({
  page,
  context,
  appUrl,
}) => {
  test.setTimeout(60_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await standInRelay(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  const loadedBefore = scripts.length
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()

  // Offline, WalletConnect's Verify step waits ~5 s before the URI comes.
  const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
  await expect(qr).toBeVisible({ timeout: 20_000 })
  expect(scripts.length, 'the SDK is loaded on pick').toBeGreaterThan(
    loadedBefore,
  )
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn.*symKey=/)
  await expect(dialog.getByRole('status').first()).toHaveText(
    'Scan this code with a wallet app on your phone.',
  )
  // Latch's QR, no WalletConnect modal in the page.
  await expect(page.locator('wcm-modal, w3m-modal, appkit-modal')).toHaveCount(
    0,
  )

  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog.getByText('Link copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(qr).toBeHidden()
  await expect(
    dialog.getByRole('button', { name: /^WalletConnect/ }),
  ).toBeFocused()
})

test('neither Coinbase’s nor WalletConnect’s SDK is fetched on page load', async ({
  page,
  appUrl,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(appUrl)
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  const before = scripts.length
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.waitForLoadState('networkidle')
  // Opening the dialog loads no SDK either: only picking one does.
  expect(scripts.length).toBe(before)
})
