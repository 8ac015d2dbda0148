import {
  devMnemonic,
  devnetAccountAbstractionContracts,
  devnetBundlerPath,
  devnetContracts,
  devnetVisitorAccountIndex,
} from '@latch/devnet'
import type { Page } from '@playwright/test'
import {
  type Address,
  erc20Abi,
  http,
  parseEther,
  publicActions,
  createClient as viemClient,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'
import { injectWallet, pageChains, walletControl } from './wallet.ts'

// Gas the visitor does not pay, on the devnet's real parts: EntryPoint v0.8,
// a 7702 account, alto as the bundler and the devnet's ERC-7677 paymaster
// service (`npm start` runs them; so does this run's global setup). The
// accounts are the visitor's (dev account 6, no ETH), 4 and 5, which no
// other journey uses; the file runs in order (two tests share account 4 and
// count its nonce). The paymaster's policy is scripted for one sender, so
// journeys elsewhere are sponsored meanwhile.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chains = () =>
  JSON.parse(process.env.LATCH_CHAINS ?? '[]') as {
    id: number
    rpcUrl: string
  }[]
const node = () =>
  viemClient({ transport: http(chains()[0]!.rpcUrl) }).extend(publicActions)
const address = (index: number) =>
  mnemonicToAccount(devMnemonic, { addressIndex: index }).address

const tokenBalance = (owner: Address) =>
  node().readContract({
    address: devnetContracts.demoToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Scripts the paymaster service's answers for one sender (from Node only). */
async function paymasterPolicy(policy: string, sender: Address) {
  const url = process.env.LATCH_PAYMASTER_URL
  if (!url) throw new Error('LATCH_PAYMASTER_URL is not set')
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'devnet_setPaymasterPolicy',
      params: [policy, sender],
    }),
  })
  expect(answer.status).toBe(200)
}

/** The test wallet as a smart account on the first chain (it has the bundler). */
async function connectTestWallet(
  page: Page,
  url: string,
  appUrl: string,
  config: { accountIndex: number; paymasterService?: boolean },
) {
  const [first, ...rest] = pageChains(appUrl)
  await injectWallet(page, appUrl, {
    ...config,
    chains: [
      { ...first!, bundlerUrl: `${appUrl}${devnetBundlerPath(first!.id)}` },
      ...rest,
    ],
  })
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Test Wallet/ })
    .click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Latch Devnet/ }),
  ).toBeVisible()
  await walletControl(page, (c) => c.clearRequests())
}

/** Fills the Send form; the form's own line says who pays before anything is sent. */
async function fillSend(page: Page, amount: string, asset: 'ETH' | 'LATCH') {
  await page.getByRole('textbox', { name: 'Recipient' }).fill('bob.eth')
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await page.getByRole('combobox', { name: 'Asset' }).selectOption(asset)
}

const recentList = (page: Page) =>
  page.getByRole('dialog', { name: 'Account' }).getByRole('listitem')

async function openAccount(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Latch Devnet/ })
    .click()
}

test('a visitor with 0 ETH connects the Dev wallet and sends the demo token to bob.eth, gas paid by the app: the bundler sent it, the ETH is still 0, the token moved', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const visitor = address(devnetVisitorAccountIndex)
  expect(await node().getBalance({ address: visitor })).toBe(0n)
  const before = {
    visitor: await tokenBalance(visitor),
    bob: await tokenBalance(bob),
  }
  expect(before.visitor).toBeGreaterThanOrEqual(parseEther('5'))
  const block = await node().getBlockNumber()

  // The page's own Dev wallet, as `npm start` prints it.
  await page.goto(`${appUrl}/?devAccount=visitor`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Dev wallet/ })
    .click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /0x976E/ }),
  ).toBeVisible()
  await fillSend(page, '5', 'LATCH')
  await expect(page.getByText('Gas paid by Latch')).toBeVisible()
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Sent: follow it' }),
  ).toBeVisible()

  await openAccount(page)
  const item = recentList(page).filter({ hasText: 'Send: 5 LATCH, bob.eth' })
  await expect(item).toContainText('Confirmed', { timeout: 30_000 })
  await expect(item).toContainText('Gas paid for you')
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText('0 ETH'),
  ).toBeVisible()

  // On the node: the UserOperation's transaction, from the bundler to the
  // EntryPoint; the visitor's ETH untouched; the token moved.
  const latest = await node().getBlockNumber()
  const sent: { from: Address; to: Address | null }[] = []
  for (let n = block + 1n; n <= latest; n++)
    sent.push(
      ...(await node().getBlock({ blockNumber: n, includeTransactions: true }))
        .transactions,
    )
  const operations = sent.filter(
    (tx) =>
      tx.to?.toLowerCase() ===
      devnetAccountAbstractionContracts.entryPoint.toLowerCase(),
  )
  expect(operations.length).toBeGreaterThanOrEqual(1)
  expect(sent.some((tx) => tx.from === visitor)).toBe(false)
  expect(await node().getBalance({ address: visitor })).toBe(0n)
  expect(await tokenBalance(visitor)).toBe(before.visitor - parseEther('5'))
  expect(await tokenBalance(bob)).toBe(before.bob + parseEther('5'))
  expect(offMachine).toEqual([])
})

test("a wallet without paymasterService, the app's policy optional: the form says You pay the gas, and the wallet is asked without it", async ({
  page,
  appUrl,
}) => {
  await connectTestWallet(page, `${appUrl}/?siwe=off`, appUrl, {
    accountIndex: 4,
    paymasterService: false,
  })
  await fillSend(page, '0.001', 'ETH')
  await expect(page.getByText('You pay the gas')).toBeVisible()
  await expect(page.getByText(/Gas paid by/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await openAccount(page)
  await expect(
    recentList(page).filter({ hasText: 'Send: 0.001 ETH, bob.eth' }),
  ).toContainText('Confirmed', { timeout: 30_000 })
  const requests = await walletControl(page, (c) =>
    c.requests().map((r) => ({ method: r.method, params: r.params })),
  )
  expect(requests.map((r) => r.method)).toContain('eth_sendTransaction')
  expect(JSON.stringify(requests)).not.toContain('paymasterService')
})

test("the app's policy required, a wallet without paymasterService: an alert before the wallet opens, nothing sent, nothing listed", async ({
  page,
  appUrl,
}) => {
  const account = address(4)
  const nonce = await node().getTransactionCount({ address: account })
  await connectTestWallet(
    page,
    `${appUrl}/?siwe=off&sponsorship=required`,
    appUrl,
    { accountIndex: 4, paymasterService: false },
  )
  await fillSend(page, '0.001', 'ETH')
  await expect(page.getByText('You pay the gas')).toHaveCount(0)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Latch cannot pay the gas for this wallet on this network. Nothing was sent.',
  )
  const methods = await walletControl(page, (c) =>
    c.requests().map((r) => r.method),
  )
  expect(methods).not.toContain('wallet_sendCalls')
  expect(methods).not.toContain('eth_sendTransaction')
  await openAccount(page)
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(
    'Transactions you send appear here.',
  )
  expect(await node().getTransactionCount({ address: account })).toBe(nonce)
})

test('a paymaster service that refuses: an alert, nothing sent, nothing listed as pending', async ({
  page,
  appUrl,
}) => {
  const account = address(5)
  await paymasterPolicy('refuse', account)
  try {
    const nonce = await node().getTransactionCount({ address: account })
    const balance = await node().getBalance({ address: account })
    await connectTestWallet(page, `${appUrl}/?siwe=off`, appUrl, {
      accountIndex: 5,
    })
    await fillSend(page, '0.001', 'ETH')
    await expect(page.getByText('Gas paid by Latch')).toBeVisible()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'The sponsor did not pay the gas for this. Nothing was sent.',
    )
    await openAccount(page)
    await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(
      'Transactions you send appear here.',
    )
    expect(await node().getTransactionCount({ address: account })).toBe(nonce)
    expect(await node().getBalance({ address: account })).toBe(balance)
    const methods = await walletControl(page, (c) =>
      c.requests().map((r) => r.method),
    )
    expect(methods).toContain('wallet_sendCalls')
    expect(methods).not.toContain('eth_sendTransaction')
  } finally {
    await paymasterPolicy('sponsor', account)
  }
})
