import { expect, test } from '../fixtures.ts'
import { injectWallet, walletControl } from '../wallet.ts'
import {
  account1Name,
  alice,
  disconnectFromLatch,
  expectAccountLoaded,
  expectNoTraces,
  expectRestoredOnReload,
  parts,
  rejectedThenTryAgain,
  storageKeys,
  timedConnect,
  userRejected,
} from './parts.ts'

/** What the Coinbase SDK keeps of a session: its rule in clearCoinbaseStorage. */
const isCoinbaseKey = (key: string) =>
  key.includes('-walletlink') || key.startsWith('-CBWSDK:')

test.beforeEach(async ({ page, appUrl }) => {
  // The test wallet only as `window.coinbaseWalletExtension`.
  await injectWallet(page, appUrl, {
    ethereum: false,
    eip6963: [],
    coinbaseExtension: true,
  })
  await page.goto(appUrl)
})

test('Coinbase Wallet (extension path): connects as Latch, adds and switches to a chain it lacks, a rejected switch, disconnect clears only its keys and leaves no trace of the account in storage', async ({
  page,
  offMachine,
}) => {
  const ui = parts(page)
  await ui.connect.click()
  await timedConnect(
    'Coinbase Wallet (extension)',
    () => ui.option('Coinbase Wallet').click(),
    ui.account.filter({ hasText: 'alice.eth' }),
  )
  expect(await walletControl(page, (c) => c.appInfo()?.appName)).toBe('Latch')
  await expectAccountLoaded(page, { name: 'alice.eth', avatar: true })
  await ui.accountDialog.getByRole('button', { name: 'Close' }).click()

  // A chain the wallet lacks: 4902, then added, then switched.
  await walletControl(page, (c) => c.forgetChains({ except: [13_370] }))
  await ui.chain('Latch Devnet 2').click()
  await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet 2.')
  expect(await walletControl(page, (c) => c.addChainRequests())).toMatchObject([
    { chainId: '0x343b', chainName: 'Latch Devnet 2' },
  ])
  expect(await walletControl(page, (c) => c.state().chainId)).toBe(13_371)
  await expect(ui.account).toContainText('Latch Devnet 2')

  // A rejected switch: 4001, the user-rejected message, nothing changed.
  await walletControl(page, (c) =>
    c.rejectNext({ method: 'wallet_switchEthereumChain' }),
  )
  await ui.chain('Latch Devnet').click()
  await expect(ui.networkAlert).toHaveText(userRejected)
  await expect(ui.chain('Latch Devnet 2')).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Disconnect removes the "-walletlink" and SDK keys, and nothing else.
  await page.evaluate(() => {
    localStorage.setItem('foo-walletlink:x', '1')
    localStorage.setItem(
      '-walletlink:https://www.walletlink.org:session:id',
      '1',
    )
    localStorage.setItem('other.app', 'stays')
  })
  const before = await storageKeys(page)
  expect(before.filter((key) => key.startsWith('-CBWSDK:'))).not.toEqual([])
  await disconnectFromLatch(page)
  const after = await storageKeys(page)
  expect(after.filter(isCoinbaseKey)).toEqual([])
  // Besides its keys, only the account's own data goes: the first paint's
  // snapshot of it (`latch.display`), as on every disconnect.
  const accountData = ['latch.display']
  expect(
    before.filter(
      (key) =>
        !isCoinbaseKey(key) &&
        !accountData.includes(key) &&
        !after.includes(key),
    ),
  ).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('other.app'))).toBe(
    'stays',
  )
  await expectNoTraces(page, [alice, 'alice.eth'])
  expect(offMachine).toEqual([])
})

test('Coinbase Wallet: a reload restores it without Connect wallet or the SDK; the first key press confirms it; the wallet’s own account and chain changes show', async ({
  page,
  offMachine,
}) => {
  const ui = parts(page)
  await ui.connect.click()
  await ui.option('Coinbase Wallet').click()
  await expect(ui.account).toContainText('alice.eth')

  await expectRestoredOnReload(page, 'alice.eth')
  // Restored from what was stored: neither the SDK nor the wallet is asked
  // anything until the visitor acts.
  expect(await walletControl(page, (c) => c.requests())).toEqual([])

  // The wallet changes account meanwhile; the visitor's first key press
  // confirms the session with the wallet, which brings the change.
  await walletControl(page, (c) => c.switchAccount(1))
  await page.keyboard.press('Shift')
  await expect(ui.account).toContainText(account1Name)
  await walletControl(page, (c) => c.switchChain(13_371))
  await expect(ui.account).toContainText('Latch Devnet 2')
  expect(offMachine).toEqual([])
})

test('Coinbase Wallet rejects the connection: an alert, and Try again connects', async ({
  page,
  offMachine,
}) => {
  await walletControl(page, (c) =>
    c.rejectNext({
      method: ['eth_requestAccounts', 'wallet_requestPermissions'],
    }),
  )
  await rejectedThenTryAgain(page, 'Coinbase Wallet')
  expect(offMachine).toEqual([])
})
