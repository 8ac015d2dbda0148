import { expect, test } from './fixtures.ts'
import { newTouchContext } from './touch.ts'
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
  // The stored account is painted before the app runs: wait for the app to
  // have confirmed the session.
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
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

test('on a touch screen, the tap shows the connect dialog, opaque and with its wallets, in the first frame after the click; focus goes straight to the first wallet', async ({
  browser,
  appUrl,
}) => {
  const context = await newTouchContext(browser)
  try {
    const page = await context.newPage()
    await injectWallet(page, appUrl)
    await page.goto(appUrl)
    // Once the page is idle, the dialog is rendered, closed, out of sight.
    await expect(page.locator('dialog [data-option-id]').first()).toBeAttached()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.evaluate(() => {
      const seen: { focused: string[]; firstFrame?: boolean } = { focused: [] }
      ;(window as { __tap?: typeof seen }).__tap = seen
      let clicked = false
      document.addEventListener('focusin', (event) => {
        if (clicked)
          seen.focused.push((event.target as Element).textContent ?? '')
      })
      document.addEventListener(
        'click',
        () => {
          clicked = true
          // The next frame: the one that answers the click.
          requestAnimationFrame(() => {
            const option = [
              ...document.querySelectorAll('dialog[open] button'),
            ].find((x) => x.textContent?.startsWith('Test Wallet'))
            seen.firstFrame = !!option?.checkVisibility({
              opacityProperty: true,
              visibilityProperty: true,
            })
          })
        },
        { capture: true, once: true },
      )
    })
    await page.getByRole('button', { name: 'Connect wallet' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
    const wallet = dialog.getByRole('button', {
      name: new RegExp(`^${testWallet.name}`),
    })
    await expect(wallet).toBeFocused()
    const seen = await page.evaluate(
      () =>
        (window as { __tap?: { focused: string[]; firstFrame?: boolean } })
          .__tap,
    )
    expect(seen?.firstFrame).toBe(true)
    // Once, to the wallet: never to Close first.
    expect(seen?.focused).toEqual([
      expect.stringMatching(new RegExp(`^${testWallet.name}`)),
    ])
  } finally {
    await context.close()
  }
})
