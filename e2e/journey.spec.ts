import { type DevWalletControl, devnetContracts } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { activate, focused, tabTo, typeInto } from './keyboard.ts'
import { injectWallet, pageChains, walletControl } from './wallet.ts'

// Every journey here is driven by the keyboard alone: Tab to reach, Enter
// (or Escape) to act, typing to fill. No clicks.

const first = 13_370
const second = 13_371
/** A chain the test wallet knows and Latch does not offer. */
const elsewhere = { id: 31_337, name: 'Elsewhere' }

test.describe.configure({ timeout: 90_000 })

/** The page's parts a journey talks to. */
function parts(page: Page) {
  const header = page.getByRole('banner')
  const connectDialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  const network = page.getByRole('group', { name: 'Network' })
  const chain = (name: string) =>
    network.getByRole('button', {
      name: new RegExp(`^${name}( Connected)?$`),
    })
  return {
    header,
    connect: header.getByRole('button', { name: 'Connect wallet' }),
    // By name or short address: off Latch Devnet, names are looked up on
    // mainnet, offline here.
    account: header.getByRole('button', { name: /alice\.eth|0xf39F…2266/ }),
    connectDialog,
    /** The test wallet's option in the connect dialog. */
    testWallet: connectDialog.getByRole('button', { name: /^Test Wallet/ }),
    accountDialog: page.getByRole('dialog', { name: 'Account' }),
    network,
    chain,
    networkStatus: page
      .locator('section', { has: network })
      .getByRole('status'),
    networkAlert: page.locator('section', { has: network }).getByRole('alert'),
    status: (text: string | RegExp) =>
      page.getByRole('status').filter({ hasText: text }),
    alert: (text: string | RegExp) =>
      page.getByRole('alert').filter({ hasText: text }),
  }
}

/** Opens the app with the test wallet injected, not connected. */
async function opened(page: Page, appUrl: string) {
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
  return parts(page)
}

/** Opens the app with the test wallet and connects it by keyboard. */
async function connected(page: Page, appUrl: string) {
  await injectWallet(page, appUrl, {
    chains: [
      ...pageChains(appUrl),
      { ...elsewhere, rpcUrl: `${appUrl}/devnet/rpc/${first}` },
    ],
  })
  await page.goto(appUrl)
  const ui = parts(page)
  await activate(page, ui.connect)
  await activate(page, ui.testWallet)
  await expect(ui.account).toBeFocused()
  return ui
}

test('keyboard only: connect, switch network (one the wallet must add), sign, add a token, disconnect', async ({
  page,
  appUrl,
}) => {
  const ui = await opened(page, appUrl)

  // Connect: the dialog opens on its first option; focus lands on the
  // account button once connected, and it is announced.
  await activate(page, ui.connect)
  await expect(ui.connectDialog).toBeVisible()
  await activate(page, ui.testWallet)
  await expect(ui.account, await focused(page)).toBeFocused()
  await expect(ui.status('Connected with Test Wallet.')).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )

  // Switch to a chain the wallet knows, and back.
  await expect(ui.chain('Latch Devnet')).toHaveAttribute('aria-current', 'true')
  await activate(page, ui.chain('Latch Devnet 2'))
  await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet 2.')
  await expect(ui.chain('Latch Devnet 2')).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(ui.account).toContainText('Latch Devnet 2')
  await activate(page, ui.chain('Latch Devnet'))
  await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet.')

  // A chain the wallet lacks: the switch adds it first, then switches.
  await walletControl(page, (c) => c.forgetChains({ except: [13_370] }))
  await activate(page, ui.chain('Latch Devnet 2'))
  await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet 2.')
  expect(await walletControl(page, (c) => c.addChainRequests())).toMatchObject([
    { chainId: '0x343b', chainName: 'Latch Devnet 2' },
  ])
  expect(await walletControl(page, (c) => c.state().chainId)).toBe(second)
  await activate(page, ui.chain('Latch Devnet'))
  await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet.')

  // Sign a message: the signature appears, labelled, and verifies.
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Message' }),
    'Hello from the keyboard',
  )
  await activate(page, page.getByRole('button', { name: 'Sign message' }))
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue(
    /^0x[0-9a-f]{130}$/,
  )
  await expect(ui.status(/The signature verifies/)).toBeVisible()

  // Add the demo token: picking it fills the form.
  await activate(page, page.getByRole('button', { name: 'Fill in LATCH' }))
  await expect(
    page.getByRole('textbox', { name: 'Token address' }),
  ).toHaveValue(devnetContracts.demoToken)
  await expect(page.getByRole('textbox', { name: 'Symbol' })).toHaveValue(
    'LATCH',
  )
  await expect(page.getByRole('textbox', { name: 'Decimals' })).toHaveValue(
    '18',
  )
  await activate(page, page.getByRole('button', { name: 'Add to wallet' }))
  await expect(ui.status('LATCH was added to your wallet.')).toBeVisible()
  expect(await walletControl(page, (c) => c.watchedAssets())).toEqual([
    {
      type: 'ERC20',
      options: {
        address: devnetContracts.demoToken,
        symbol: 'LATCH',
        decimals: 18,
        image: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
    },
  ])

  // The account dialog: Escape closes it and focus returns to its opener.
  await activate(page, ui.account)
  await expect(ui.accountDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(ui.accountDialog).toBeHidden()
  await expect(ui.account).toBeFocused()

  // Disconnect: focus lands on Connect wallet.
  await activate(page, ui.account)
  await activate(
    page,
    ui.accountDialog.getByRole('button', { name: 'Disconnect' }),
  )
  await expect(ui.connect).toBeFocused()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'disconnected',
  )
})

test('dialogs trap focus: Tab and Shift+Tab never leave an open dialog', async ({
  page,
  appUrl,
}) => {
  const ui = await opened(page, appUrl)
  await activate(page, ui.connect)
  await expect(ui.connectDialog).toBeVisible()
  for (const key of ['Tab', 'Shift+Tab'])
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press(key)
      expect(
        await ui.connectDialog.evaluate((dialog) =>
          dialog.contains(document.activeElement),
        ),
        `${key} ×${presses + 1} left the dialog for ${await focused(page)}`,
      ).toBe(true)
    }
  await page.keyboard.press('Escape')
  await expect(ui.connectDialog).toBeHidden()
  await expect(ui.connect).toBeFocused()
})

test.describe('rejections', () => {
  test('connect rejected: an alert and Try again, which connects', async ({
    page,
    appUrl,
  }) => {
    const ui = await opened(page, appUrl)
    await walletControl(page, (c) =>
      c.rejectNext({ method: 'wallet_requestPermissions' }),
    )
    await activate(page, ui.connect)
    await activate(page, ui.testWallet)
    await expect(ui.connectDialog.getByRole('alert')).toHaveText(
      'You rejected the request in your wallet.',
    )
    const tryAgain = ui.connectDialog.getByRole('button', { name: 'Try again' })
    await expect(tryAgain).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ui.account).toBeFocused()
  })

  test('connect cancelled: "Confirm in {wallet}", Cancel, back to the list', async ({
    page,
    appUrl,
  }) => {
    const ui = await opened(page, appUrl)
    await walletControl(page, (c) =>
      c.hold({ method: ['wallet_requestPermissions', 'eth_requestAccounts'] }),
    )
    await activate(page, ui.connect)
    const option = ui.testWallet
    await activate(page, option)
    await expect(ui.connectDialog.getByRole('status')).toHaveText(
      'Confirm in Test Wallet',
    )
    await expect(
      ui.connectDialog.getByRole('button', { name: 'Cancel' }),
    ).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(option).toBeFocused()
    await expect(ui.connectDialog.getByRole('status')).toHaveText(
      'Connection cancelled.',
    )
  })

  test('switch rejected: an alert, the network unchanged', async ({
    page,
    appUrl,
  }) => {
    const ui = await connected(page, appUrl)
    await walletControl(page, (c) =>
      c.rejectNext({ method: 'wallet_switchEthereumChain' }),
    )
    await activate(page, ui.chain('Latch Devnet 2'))
    await expect(ui.networkAlert).toHaveText(
      'You rejected the request in your wallet.',
    )
    await expect(ui.chain('Latch Devnet')).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(ui.account).toContainText('Latch Devnet')
  })

  // The wallet lacks Latch Devnet 2, so picking it adds the chain first; each
  // way the wallet answers leaves the network where it was, and says so.
  for (const { title, fault, said } of [
    {
      title: 'adding the chain rejected: an alert, the network unchanged',
      fault: (c: DevWalletControl) =>
        c.rejectNext({ method: 'wallet_addEthereumChain' }),
      said: { alert: 'You rejected the request in your wallet.' },
    },
    {
      title:
        'adding the chain fails (not rejected): "Could not add {chain} to your wallet"',
      fault: (c: DevWalletControl) =>
        c.failAddChain({ code: -32603, message: 'The RPC URL did not answer' }),
      said: { alert: 'Could not add Latch Devnet 2 to your wallet.' },
    },
    {
      title: 'while the wallet adds the chain: "Adding {chain} to your wallet"',
      fault: (c: DevWalletControl) =>
        c.hold({ method: 'wallet_addEthereumChain' }),
      said: { status: 'Adding Latch Devnet 2 to your wallet…' },
    },
  ])
    test(title, async ({ page, appUrl }) => {
      const ui = await connected(page, appUrl)
      await walletControl(page, (c) => c.forgetChains({ except: [13_370] }))
      await walletControl(page, fault)
      await activate(page, ui.chain('Latch Devnet 2'))
      if ('alert' in said) await expect(ui.networkAlert).toHaveText(said.alert)
      else await expect(ui.networkStatus).toHaveText(said.status)
      expect(await walletControl(page, (c) => c.state().chainId)).toBe(first)
    })

  test('a chain without ENS of its own keeps the app on this machine', async ({
    page,
    appUrl,
  }) => {
    // Names for Latch Devnet 2 come from the devnet's own ENS, not mainnet's
    // public RPC (the off-machine guard fails the test otherwise).
    const ui = await opened(page, appUrl)
    await activate(page, ui.connect)
    await activate(page, ui.testWallet)
    await activate(page, ui.chain('Latch Devnet 2'))
    await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet 2.')
    await expect(page.getByRole('button', { name: /alice\.eth/ })).toBeVisible()
  })

  test('sign rejected: an alert, no signature', async ({ page, appUrl }) => {
    const ui = await connected(page, appUrl)
    await walletControl(page, (c) => c.rejectNext({ method: 'personal_sign' }))
    await typeInto(page, page.getByRole('textbox', { name: 'Message' }), 'No')
    await activate(page, page.getByRole('button', { name: 'Sign message' }))
    await expect(
      ui.alert('You rejected the request in your wallet.'),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveCount(
      0,
    )
  })

  test('sign without a message: refused before the wallet is asked', async ({
    page,
    appUrl,
  }) => {
    const ui = await connected(page, appUrl)
    await activate(page, page.getByRole('button', { name: 'Sign message' }))
    await expect(ui.alert('Enter a message to sign.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused()
    expect(
      await walletControl(page, (c) => c.requests({ method: 'personal_sign' })),
    ).toEqual([])
  })

  test('add token rejected, then unsupported: each an alert', async ({
    page,
    appUrl,
  }) => {
    const ui = await connected(page, appUrl)
    await activate(page, page.getByRole('button', { name: 'Fill in LATCH' }))
    await walletControl(page, (c) =>
      c.rejectNext({ method: 'wallet_watchAsset' }),
    )
    await activate(page, page.getByRole('button', { name: 'Add to wallet' }))
    await expect(
      ui.alert('You rejected the request in your wallet.'),
    ).toBeVisible()
    await walletControl(page, (c) =>
      c.rejectNext({ method: 'wallet_watchAsset', code: 4200 }),
    )
    await page.keyboard.press('Enter') // focus is still on Add to wallet
    await expect(
      ui.alert('Your wallet does not support adding tokens.'),
    ).toBeVisible()
    expect(await walletControl(page, (c) => c.watchedAssets())).toEqual([])
  })

  test('add token with invalid fields: refused before the wallet is asked', async ({
    page,
    appUrl,
  }) => {
    const ui = await connected(page, appUrl)
    const address = page.getByRole('textbox', { name: 'Token address' })
    await typeInto(page, address, '0x1234')
    await typeInto(page, page.getByRole('textbox', { name: 'Decimals' }), '99')
    await tabTo(page, page.getByRole('textbox', { name: 'Image URL' }))
    await expect(ui.alert(/Enter a token address/)).toBeVisible()
    await expect(ui.alert(/whole number from 0 to 36/)).toBeVisible()
    await activate(page, page.getByRole('button', { name: 'Add to wallet' }))
    await expect(address).toBeFocused()
    expect(
      await walletControl(page, (c) =>
        c.requests({ method: 'wallet_watchAsset' }),
      ),
    ).toEqual([])
    // A valid lowercase address is checksummed when the field is left.
    await typeInto(page, address, devnetContracts.demoToken.toLowerCase())
    await page.keyboard.press('Tab')
    await expect(address).toHaveValue(devnetContracts.demoToken)
  })

  test('unsupported network: the banner switches to the default chain; a rejection is an alert', async ({
    page,
    appUrl,
  }) => {
    const ui = await connected(page, appUrl)
    await walletControl(page, (c) => c.switchChain(31_337))
    const banner = ui.alert('Unsupported network')
    await expect(banner).toContainText('chain 31337')
    await expect(ui.account).toContainText('Unsupported network')
    const switchBack = banner.getByRole('button', {
      name: 'Switch to Latch Devnet',
    })
    await walletControl(page, (c) =>
      c.rejectNext({ method: 'wallet_switchEthereumChain' }),
    )
    await activate(page, switchBack)
    await expect(
      ui.alert('You rejected the request in your wallet.'),
    ).toBeVisible()
    await expect(switchBack).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    await expect(ui.account).toContainText('Latch Devnet')
    expect(await walletControl(page, (c) => c.state().chainId)).toBe(first)
  })
})
