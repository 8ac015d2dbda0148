import type { DevWalletGlobals } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { injectWallet, walletControl } from '../wallet.ts'
import {
  account1,
  account1Name,
  alice,
  disconnectFromLatch,
  expectAccountLoaded,
  expectNoTraces,
  expectRestoredOnReload,
  parts,
  rejectedThenTryAgain,
  storageTraces,
  timedConnect,
} from './parts.ts'

const alpha = { name: 'Alpha Wallet', rdns: 'dev.latch.alpha' }
const beta = { name: 'Beta Wallet', rdns: 'dev.latch.beta' }

/** Runs a function against one announced wallet's control, by rdns. */
function walletByRdns<result>(
  page: Page,
  rdns: string,
  fn: (
    control: NonNullable<DevWalletGlobals['__latchDevWallets']>[string],
  ) => result,
) {
  return page.evaluate(
    `(${fn.toString()})(window.__latchDevWallets[${JSON.stringify(rdns)}])`,
  ) as Promise<Awaited<result>>
}

test.describe('window.ethereum alone: Browser wallet', () => {
  test.beforeEach(async ({ page, appUrl }) => {
    await injectWallet(page, appUrl, { eip6963: [] })
    await page.goto(appUrl)
  })

  test('listed as Browser wallet; connects; a reload restores it without Connect wallet; the wallet’s own account and chain changes show; a disconnect leaves no trace of either account in storage', async ({
    page,
    offMachine,
  }) => {
    const ui = parts(page)
    await ui.connect.click()
    await expect(ui.option('Browser wallet')).toBeVisible()
    await expect(ui.option('Browser wallet')).not.toHaveAccessibleDescription(
      'Not installed',
    )
    await timedConnect(
      'Browser wallet (window.ethereum)',
      () => ui.option('Browser wallet').click(),
      ui.account.filter({ hasText: 'alice.eth' }),
    )
    await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
    await expectAccountLoaded(page, { name: 'alice.eth', avatar: true })
    await ui.accountDialog.getByRole('button', { name: 'Close' }).click()

    await expectRestoredOnReload(page, 'Latch Devnet')

    await walletControl(page, (c) => c.switchAccount(1))
    await expect(ui.account).toContainText(account1Name)
    // The account the wallet switched away from leaves nothing behind.
    expect(await storageTraces(page, [alice, 'alice.eth'])).toEqual([])
    await walletControl(page, (c) => c.switchChain(13_371))
    await expect(ui.account).toContainText('Latch Devnet 2')
    await expect(ui.chain('Latch Devnet 2')).toHaveAttribute(
      'aria-current',
      'true',
    )

    await expectAccountLoaded(page, { name: account1Name, avatar: false })
    await ui.accountDialog.getByRole('button', { name: 'Close' }).click()
    await disconnectFromLatch(page)
    await expectNoTraces(page, [alice, 'alice.eth', account1, account1Name])
    expect(offMachine).toEqual([])
  })

  test('the wallet rejects the connection: an alert, and Try again connects', async ({
    page,
    offMachine,
  }) => {
    await walletControl(page, (c) =>
      c.rejectNext({
        method: ['wallet_requestPermissions', 'eth_requestAccounts'],
      }),
    )
    await rejectedThenTryAgain(page, 'Browser wallet')
    expect(offMachine).toEqual([])
  })
})

test.describe('two EIP-6963 wallets at once', () => {
  test.beforeEach(async ({ page, appUrl }) => {
    await injectWallet(page, appUrl, {
      ethereum: false,
      eip6963: [alpha, beta],
    })
    await page.goto(appUrl)
  })

  test('both listed under their own names, each connectable', async ({
    page,
    offMachine,
  }) => {
    const ui = parts(page)
    await ui.connect.click()
    await expect(ui.option(alpha.name)).toBeVisible()
    await expect(ui.option(beta.name)).toBeVisible()

    await timedConnect(
      `EIP-6963 (${alpha.name})`,
      () => ui.option(alpha.name).click(),
      ui.account.filter({ hasText: 'alice.eth' }),
    )
    expect(
      await walletByRdns(page, alpha.rdns, (c) => c.state().authorized),
    ).toBe(true)
    expect(
      await walletByRdns(page, beta.rdns, (c) => c.state().authorized),
    ).toBe(false)
    await ui.account.click()
    await expect(ui.accountDialog).toContainText(alpha.name)
    await ui.accountDialog.getByRole('button', { name: 'Close' }).click()
    await disconnectFromLatch(page)

    await ui.connect.click()
    await timedConnect(
      `EIP-6963 (${beta.name})`,
      () => ui.option(beta.name).click(),
      ui.account.filter({ hasText: 'alice.eth' }),
    )
    expect(
      await walletByRdns(page, beta.rdns, (c) => c.state().authorized),
    ).toBe(true)
    await ui.account.click()
    await expect(ui.accountDialog).toContainText(beta.name)
    await ui.accountDialog.getByRole('button', { name: 'Close' }).click()

    // The connected one's own changes show; the other's do not.
    await walletByRdns(page, beta.rdns, (c) => c.switchChain(13_371))
    await expect(ui.account).toContainText('Latch Devnet 2')
    await walletByRdns(page, alpha.rdns, (c) => c.switchAccount(1))
    await walletByRdns(page, beta.rdns, (c) => c.switchAccount(1))
    await expect(ui.account).toContainText(account1Name)
    expect(offMachine).toEqual([])
  })

  test('a reload restores the EIP-6963 session without Connect wallet; rejected, then Try again', async ({
    page,
    offMachine,
  }) => {
    const ui = parts(page)
    await walletByRdns(page, beta.rdns, (c) =>
      c.rejectNext({
        method: ['wallet_requestPermissions', 'eth_requestAccounts'],
      }),
    )
    await rejectedThenTryAgain(page, beta.name)

    await expectRestoredOnReload(page, 'alice.eth')
    await walletByRdns(page, beta.rdns, (c) => c.switchChain(13_371))
    await expect(ui.chain('Latch Devnet 2')).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(offMachine).toEqual([])
  })
})
