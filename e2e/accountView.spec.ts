import { expect, test } from './fixtures.ts'
import { injectWallet, pageChains } from './wallet.ts'

// The account view a dapp shapes, on the devnet build: the demo token the
// config lists, its balance in the account dialog and on the button
// (`?showBalance=token`), a listed address that is not a contract, the
// chain icons Latch draws, and the home page's one-wallet button. The
// balances are dev account 2's (1,000 LATCH at the devnet's start), which
// no other journey moves; the file runs in order (one test sends from it).
test.describe.configure({ mode: 'serial' })

const account2 = /0x3C44…93BC/

async function connect(page: import('@playwright/test').Page, url: string) {
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Test Wallet/ })
    .click()
  const button = page.getByRole('banner').getByRole('button', {
    name: account2,
  })
  await expect(button).toBeVisible()
  return button
}

const tokenList = (page: import('@playwright/test').Page) =>
  page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('list', { name: 'Token balances' })

test('the demo token in the config: 1,000 LATCH in the account dialog and on the button; after a transfer in the page both say 995 LATCH', async ({
  page,
  appUrl,
  offMachine,
}) => {
  await injectWallet(page, appUrl, { accountIndex: 2 })
  const button = await connect(page, `${appUrl}/?showBalance=token`)
  await expect(button).toContainText('1,000 LATCH')
  await button.click()
  await expect(tokenList(page)).toHaveText('1,000 LATCH')
  await page.getByRole('dialog', { name: 'Account' }).press('Escape')

  await page.getByRole('textbox', { name: 'Recipient' }).fill('bob.eth')
  await page.getByRole('textbox', { name: 'Amount' }).fill('5')
  await page.getByRole('combobox', { name: 'Asset' }).selectOption('LATCH')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(button).toContainText('995 LATCH', { timeout: 30_000 })
  await button.click()
  await expect(tokenList(page)).toHaveText('995 LATCH')
  expect(offMachine).toEqual([])
})

test('a listed address that is not a contract is shown as unavailable, beside the demo token', async ({
  page,
  appUrl,
}) => {
  const nothing = '0x000000000000000000000000000000000000dEaD'
  await injectWallet(page, appUrl, { accountIndex: 2 })
  const button = await connect(page, `${appUrl}/?token=${nothing}`)
  await button.click()
  const items = tokenList(page).getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toHaveText(/^[\d,.]+ LATCH$/)
  await expect(items.nth(1)).toHaveText('0x0000…dEaD Unavailable')
})

test("the chain button and the network dialog show Latch's drawings of the devnet's chain and Base's, with no request for them", async ({
  page,
  appUrl,
  offMachine,
}) => {
  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url())
  })
  await injectWallet(page, appUrl, { accountIndex: 2 })
  await connect(page, `${appUrl}/?chainStatus=icon`)
  const [first] = pageChains(appUrl)
  const chainButton = page
    .getByRole('banner')
    .getByRole('button', { name: first!.name, exact: true })
  await expect(chainButton.locator('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  )
  await chainButton.click()
  const dialog = page.getByRole('dialog', { name: 'Switch network' })
  for (const name of [first!.name, 'Base']) {
    const icon = dialog
      // Not *Latch Devnet 2*.
      .getByRole('button', { name: new RegExp(`^${name}(?! \\d)`) })
      .locator('img')
    await expect(icon).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    // Drawn: it has a size of its own, painted from the page.
    expect(
      await icon.evaluate(
        (x: HTMLImageElement) => x.complete && x.naturalWidth,
      ),
    ).toBeGreaterThan(0)
  }
  // Two drawings, not one image used twice.
  const sources = await dialog
    .locator('img')
    .evaluateAll((xs) => xs.map((x) => x.getAttribute('src')))
  expect(new Set(sources).size).toBeGreaterThan(2)
  expect(images.filter((url) => !url.startsWith('data:'))).toEqual([])
  expect(offMachine).toEqual([])
})

test("the app's own action in the account dialog: reached by Tab after the built-in ones, it closes the dialog and runs (the page's Sign message field, ready to type in)", async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl, { accountIndex: 2 })
  const button = await connect(page, appUrl)
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  const action = dialog.getByRole('button', { name: 'Sign message' })
  const copy = dialog.getByRole('button', { name: 'Copy address' })
  await expect(action).toBeVisible()
  // After the built-in ones, in the dialog's order.
  expect(
    await action.evaluate(
      (x, other) =>
        !!(
          other!.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_FOLLOWING
        ),
      await copy.elementHandle(),
    ),
  ).toBe(true)
  // By Tab, bounded by the dialog's controls.
  for (let n = 0; n < 30; n++) {
    if (await action.evaluate((x) => x === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(action).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused()
})

test("the home page's one-wallet button connects in one click, and after a rejection offers Try again", async ({
  page,
  appUrl,
}) => {
  // The test wallet under the Dev wallet's identity (the page's own is not
  // announced), so that the test can have it reject.
  await injectWallet(page, appUrl, {
    eip6963: [{ name: 'Dev wallet', rdns: 'dev.latch.devwallet' }],
  })
  await page.goto(`${appUrl}/?devWallet=off`)
  const main = page.getByRole('main')
  const devWallet = main.getByRole('button', { name: 'Dev wallet' })
  await expect(devWallet).toBeVisible()
  await page.evaluate(() =>
    (
      window as unknown as {
        __latchDevWallets: Record<
          string,
          { rejectNext: (match: { method: string }) => void }
        >
      }
    ).__latchDevWallets['dev.latch.devwallet']!.rejectNext({
      method: 'wallet_requestPermissions',
    }),
  )
  await devWallet.click()
  await expect(main.getByRole('alert')).toContainText('You rejected')
  await main.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /alice\.eth/ }),
  ).toBeVisible()
  await expect(devWallet).toHaveCount(0)
})
