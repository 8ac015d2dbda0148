import { failedReadRetryInterval } from '@latch/core'
import { alice, parts } from './connectors/parts.ts'
import { expect, test } from './fixtures.ts'
import { injectWallet, testWallet } from './wallet.ts'

// Every node of the chain down, in the browser: the page's requests to the
// devnet chain's node (/devnet/rpc/13370, the only node the devnet build
// configures) are refused at the network layer, as a dead node refuses them.

const unreachable =
  'Latch Devnet cannot be reached right now. Trying again until it answers.'

test('every node down: the account dialog says the network is unavailable, the button shows the address; both recover when the node is back', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(60_000)
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  const ui = parts(page)
  await ui.connect.click()
  await ui.option(testWallet.name).click()
  await expect(ui.account).toContainText('alice.eth')

  // The node goes down; the next load has no cached name or balance to show.
  let refused = 0
  const node = (url: URL) => url.pathname === '/devnet/rpc/13370'
  await page.route(node, (route) => {
    refused++
    return route.abort('connectionrefused')
  })
  await page.addInitScript(() => localStorage.removeItem('wagmi.cache'))
  await page.reload()
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
  await expect(ui.account).toContainText('0xf39F…2266')
  await ui.account.click()
  const dialog = ui.accountDialog
  await expect(
    dialog.getByRole('status').filter({ hasText: unreachable }),
  ).toBeVisible()
  await expect(dialog.getByText('Unavailable', { exact: true })).toBeVisible()
  await expect(dialog).toContainText(alice)
  expect(refused).toBeGreaterThan(0)
  // Polite: nothing in an alert.
  for (const alert of await page.getByRole('alert').all())
    await expect(alert).toHaveText('')

  // The node is back: the reads are tried again and the message goes.
  await page.unroute(node)
  const recovered = { timeout: failedReadRetryInterval * 3 }
  await expect(dialog).toContainText(/\d ETH/, recovered)
  await expect(
    dialog.getByRole('status').filter({ hasText: unreachable }),
  ).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(ui.account).toContainText('alice.eth', recovered)
})
