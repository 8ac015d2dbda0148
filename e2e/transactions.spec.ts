import type { DevWalletInjectConfig } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { encodeAbiParameters, type Hex } from 'viem'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { injectWallet, pageChains, walletControl } from './wallet.ts'

// A visitor sends from the devnet's Send form and follows each transaction
// to its truth in the account dialog. The faults that need mining paused
// run on the devnet's second chain, where no other journey sends anything;
// the account is the demo token's fourth holder (dev account 3), which no
// other journey uses. The file runs in order: one chain, one account.
// Generous: axe's passes and the devnet's 5 s drops on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const account = 3
const chains = () =>
  JSON.parse(process.env.LATCH_CHAINS ?? '[]') as {
    id: number
    rpcUrl: string
  }[]
// A contract that always reverts with Error("no tokens for you").
const reverter = '0x000000000000000000000000000000000000dEaD'
const revertData = `08c379a0${encodeAbiParameters(
  [{ type: 'string' }],
  ['no tokens for you'],
).slice(2)}`

async function rpc(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

test.beforeAll(async () => {
  for (const chain of chains())
    await rpc(chain.rpcUrl, 'anvil_setCode', [
      reverter,
      `0x6064600c60003960646000fd${revertData}` as Hex,
    ])
})

test.afterEach(async () => {
  for (const chain of chains())
    await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
})

/** Connects the test wallet with dev account 3, on the devnet chain `chain` (0 or 1). */
async function connect(
  page: Page,
  appUrl: string,
  chain: 0 | 1,
  config: Partial<DevWalletInjectConfig> = {},
) {
  await injectWallet(page, appUrl, config)
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Test Wallet/ })
    .click()
  await expect(page.getByRole('button', { name: /alice\.eth/ })).toBeVisible()
  await walletControl(page, (c) => c.clearRequests())
  await page.evaluate(`window.__latchDevWallet.switchAccount(${account})`)
  if (chain === 1) {
    const id = pageChains(appUrl)[1]!.id
    await page.evaluate(`window.__latchDevWallet.switchChain(${id})`)
    await expect(accountButton(page)).toContainText('Latch Devnet 2')
  }
  await expect(accountButton(page)).toContainText('0x90F7')
}

function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /0x90F7/ })
}

async function send(
  page: Page,
  recipient: string,
  amount: string,
  asset?: string,
) {
  await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount)
  if (asset)
    await page.getByRole('combobox', { name: 'Asset' }).selectOption(asset)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
}

/** The recent list in the account dialog, opened. */
async function recent(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Account' })
  if (!(await dialog.isVisible())) await accountButton(page).click()
  return dialog.getByRole('region', { name: 'Recent transactions' })
}

const mine = (page: Page) =>
  page.evaluate('window.__latchDevWallet.mine()') as Promise<void>
const pauseMining = (page: Page) =>
  page.evaluate('window.__latchDevWallet.setAutomine(false)') as Promise<void>

/**
 * Sends `amount` to bob on the second chain with mining paused, and returns
 * its list item once the page has seen it pending (its sender and nonce
 * stored), so that the wallet can then replace, cancel or drop it.
 */
async function sendPending(page: Page, appUrl: string, amount: string) {
  await connect(page, appUrl, 1)
  await pauseMining(page)
  await send(page, bob, amount)
  const item = (await recent(page)).getByRole('listitem').first()
  await expect(item).toContainText('Pending')
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('latch.transactions.'))
          .map((key) => localStorage.getItem(key))
          .join(),
      ),
    )
    .toContain('"nonce"')
  return item
}

/** Fills the Send form and sends it as an approval and a transfer, in one batch. */
async function approveAndSend(page: Page, amount: string) {
  await page.getByRole('textbox', { name: 'Recipient' }).fill(bob)
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await page.getByRole('button', { name: 'Approve and send' }).click()
}

test('confirmed: sent from the form, pending on the button, then Confirmed in the list', async ({
  page,
  appUrl,
}) => {
  await connect(page, appUrl, 1)
  await pauseMining(page)
  await send(page, bob, '0.01')
  await expect(
    page.getByRole('status').filter({ hasText: 'Sent: follow it' }),
  ).toBeVisible()
  await expect(accountButton(page)).toHaveAccessibleName(/1 pending/)
  const list = await recent(page)
  const item = list.getByRole('listitem').first()
  await expect(item).toContainText('Send: 0.01 ETH')
  await expect(item).toContainText('Pending')
  await expectNoAxeViolations(page, 'a pending transaction')
  await mine(page)
  await expect(item).toContainText('Confirmed')
  await expect(accountButton(page)).not.toHaveAccessibleName(/pending/)
  await list.getByRole('button', { name: 'Clear' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(0)
})

test('failed: reverted on chain, with the reason the node gives', async ({
  page,
  appUrl,
}) => {
  await connect(page, appUrl, 1)
  await walletControl(page, (c) => c.sendFailing())
  await send(page, reverter, '0.001')
  const item = (await recent(page)).getByRole('listitem').first()
  await expect(item).toContainText('Failed')
  await expect(item).toContainText('no tokens for you')
})

test('replaced: sped up in the wallet, Replaced (not Confirmed)', async ({
  page,
  appUrl,
}) => {
  const item = await sendPending(page, appUrl, '0.02')
  await page.evaluate('window.__latchDevWallet.speedUp()')
  await mine(page)
  await expect(item).toContainText('Replaced')
})

test('cancelled: replaced by nothing sent to oneself, Cancelled (not Confirmed)', async ({
  page,
  appUrl,
}) => {
  const item = await sendPending(page, appUrl, '0.03')
  await page.evaluate('window.__latchDevWallet.cancel()')
  await mine(page)
  await expect(item).toContainText('Cancelled')
})

test('dropped: gone from the node, Dropped after the devnet’s 5 s', async ({
  page,
  appUrl,
}) => {
  const item = await sendPending(page, appUrl, '0.04')
  await page.evaluate('window.__latchDevWallet.drop()')
  await expect(item).toContainText('Dropped', { timeout: 20_000 })
})

test('rejected in the wallet: an alert, and nothing in the list', async ({
  page,
  appUrl,
}) => {
  await connect(page, appUrl, 1)
  await walletControl(page, (c) =>
    c.rejectNext({ method: 'eth_sendTransaction' }),
  )
  await send(page, bob, '0.05')
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You rejected the request in your wallet.' }),
  ).toBeVisible()
  await expect((await recent(page)).getByRole('listitem')).toHaveCount(0)
})

test('bad input is refused with a message, and the wallet is not asked', async ({
  page,
  appUrl,
}) => {
  await connect(page, appUrl, 0)
  await send(page, '0x1234', '1.5.2')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter an address' }),
  ).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter an amount' }),
  ).toBeVisible()
  await send(page, 'nobody-here.eth', '0.1')
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This name does not point to an address.' }),
  ).toBeVisible()
  expect(
    await walletControl(page, (c) =>
      c.requests({ method: 'eth_sendTransaction' }),
    ),
  ).toEqual([])
  await expectNoAxeViolations(page, 'the Send form with its errors')
})

test('an ENS name as recipient, the demo token as asset: Confirmed', async ({
  page,
  appUrl,
}) => {
  await connect(page, appUrl, 0)
  await send(page, 'bob.eth', '1.5', 'LATCH')
  const item = (await recent(page)).getByRole('listitem').first()
  await expect(item).toContainText('Send: 1.5 LATCH, bob.eth')
  await expect(item).toContainText('Confirmed')
  const [sent] = await walletControl(page, (c) =>
    c.requests({ method: 'eth_sendTransaction' }),
  )
  // transfer(bob, 1.5e18) to the demo token.
  expect(JSON.stringify(sent?.params)).toContain(
    '70997970c51812dc3a010c7d01b50e0d17dc79c8',
  )
})

for (const [calls, said] of [
  ['atomic', 'Sent as one transaction: all calls or none.'],
  ['unsupported', 'Sent one by one: a transaction per call.'],
] as const)
  test(`Approve and send, a wallet whose batches are ${calls}: the page says how, and the batch is Confirmed`, async ({
    page,
    appUrl,
  }) => {
    await connect(page, appUrl, 0, { calls })
    await approveAndSend(page, '2')
    await expect(
      page.getByRole('status').filter({ hasText: said }),
    ).toBeVisible()
    const item = (await recent(page)).getByRole('listitem').first()
    await expect(item).toContainText('Approve and send: 2 LATCH')
    await expect(item).toContainText('Confirmed')
  })

test('a batch whose id the wallet no longer knows (EIP-5792’s 5730): Dropped after the devnet’s 5 s, not followed forever', async ({
  page,
  appUrl,
}) => {
  await connect(page, appUrl, 0, { calls: 'atomic' })
  // The wallet's answers about batches held, so the batch stays pending
  // until the wallet has forgotten it (as a reinstalled wallet would).
  await walletControl(page, (c) => c.hold({ method: 'wallet_getCallsStatus' }))
  await approveAndSend(page, '1')
  const item = (await recent(page)).getByRole('listitem').first()
  await expect(item).toContainText('Approve and send: 1 LATCH')
  await expect(item).toContainText('Pending')
  await walletControl(page, (c) => {
    c.forgetCalls()
    c.release()
  })
  await expect(item).toContainText('Dropped', { timeout: 30_000 })
  await expect(item).not.toContainText('Failed')
  await expectNoAxeViolations(page, 'a dropped batch')
  // Not asked about any more.
  const asked = () =>
    walletControl(
      page,
      (c) => c.requests({ method: 'wallet_getCallsStatus' }).length,
    )
  const after = await asked()
  await page.waitForTimeout(1_500)
  expect(await asked()).toBe(after)
})

test('a pending transaction survives a reload and is followed to Confirmed; a second tab sees it; Disconnect removes it from storage', async ({
  page,
  appUrl,
  context,
}) => {
  await connect(page, appUrl, 1)
  await pauseMining(page)
  await send(page, bob, '0.06')
  await expect(accountButton(page)).toHaveAccessibleName(/1 pending/)

  // A second tab of the same browser: the same session, the same list.
  const other = await context.newPage()
  await injectWallet(other, appUrl)
  await other.goto(appUrl)
  await expect(accountButton(other)).toHaveAccessibleName(/1 pending/)

  await page.reload()
  await expect(accountButton(page)).toHaveAccessibleName(/1 pending/)
  await mine(page)
  await expect(accountButton(page)).not.toHaveAccessibleName(/pending/)
  await expect(accountButton(other)).not.toHaveAccessibleName(/pending/)
  const item = (await recent(other)).getByRole('listitem').first()
  await expect(item).toContainText('Confirmed')

  const stored = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) =>
        key.startsWith('latch.transactions.'),
      ),
    )
  expect(await stored()).not.toEqual([])
  await recent(page)
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
  expect(await stored()).toEqual([])
})
