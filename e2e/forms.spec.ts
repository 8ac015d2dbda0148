import { expect, test } from './fixtures.ts'
import { connectTestWallet, walletControl } from './wallet.ts'

test('a mouse click on Add to wallet right after typing an invalid value submits (no error moves the button away first)', async ({
  page,
  appUrl,
}) => {
  await connectTestWallet(page, appUrl)
  const address = page.getByRole('textbox', { name: 'Token address' })
  await address.fill('0x1234')
  await page.getByRole('textbox', { name: 'Decimals' }).fill('40')
  await page.getByRole('button', { name: 'Add to wallet' }).click()
  // The submit ran: every field's problem is shown, focus on the first.
  await expect(
    page.getByRole('alert').filter({ hasText: /Enter a token address/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: /Enter a symbol/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: /whole number from 0 to 36/ }),
  ).toBeVisible()
  await expect(address).toBeFocused()
  expect(
    await walletControl(page, (c) =>
      c.requests({ method: 'wallet_watchAsset' }),
    ),
  ).toEqual([])
})
