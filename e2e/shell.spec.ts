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

test('the app is served under a strict Content-Security-Policy', async ({
  browser,
  appUrl,
}) => {
  // A context of its own: this test provokes the violation the others forbid.
  const context = await browser.newContext()
  const page = await context.newPage()
  const response = await page.goto(appUrl)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("style-src 'self'")
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false)
  await context.close()
})

test('the footer carries the WalletConnect notice, and the licences ship with the production build', async ({
  page,
  productionUrl,
}) => {
  await page.goto(productionUrl)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(
    'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
  )
  const link = footer.getByRole('link', { name: /Licences/ })
  const response = await page.request.get(
    new URL((await link.getAttribute('href'))!, productionUrl).href,
  )
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain(
    'WALLETCONNECT COMMUNITY LICENSE AGREEMENT',
  )
})
