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
  await expect(page.getByTestId('address')).toHaveText(alice)
  await expect(page.getByTestId('ens-name')).toHaveText('alice.eth')
  await expect(page.getByTestId('chain')).toContainText('13370')

  // A reload restores the session without ever showing *Connect wallet*.
  await recordFlicker(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  await expect(page.getByTestId('address')).toHaveText(alice)
  await expect(page.getByTestId('ens-name')).toHaveText('alice.eth')
  const seen = await flicker(page)
  expect(seen.connectButton).toBe(false)
  expect(seen.statuses).not.toContain('connecting')

  await page.getByRole('button', { name: 'Disconnect' }).click()
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
  await expect(page.getByTestId('address')).toHaveText(alice)
  await expect(page.getByTestId('ens-name')).toHaveText('alice.eth')
})
