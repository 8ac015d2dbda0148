import {
  announceProvider,
  createDevWallet,
  devWalletIcon,
} from '@latch/devnet/browser'
import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  setupWallet,
  testChain,
  testWalletInfo,
} from '../../../test/setupWallet.tsx'
import { ConnectDialog } from './ConnectDialog.tsx'

afterEach(() => {
  cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

const connectMethods = ['wallet_requestPermissions', 'eth_requestAccounts']

async function openDialog(setup: Awaited<ReturnType<typeof setupWallet>>) {
  setup.render(<ConnectDialog open onClose={() => {}} />)
  return screen.findByRole('dialog', { name: 'Connect a wallet' })
}

/** The dialog behind a button that opens it, closed at first. */
function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConnectDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/** The option buttons' accessible names, in order (name + Recent). */
function optionNames(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('button')
    .filter((button) => button.dataset.optionId)
    .map((button) => button.dataset.optionId)
}

describe('ConnectDialog: the wallets on offer', () => {
  test('an EIP-6963 wallet under its name and icon, then Coinbase Wallet and WalletConnect', async () => {
    const setup = await setupWallet()
    const dialog = await openDialog(setup)
    expect(optionNames(dialog)).toEqual([
      testWalletInfo.rdns,
      'coinbaseWalletSDK',
      'walletConnect',
    ])
    const wallet = within(dialog).getByRole('button', { name: /^Test Wallet/ })
    expect(wallet.querySelector('img')?.getAttribute('src')).toBe(devWalletIcon)
    expect(wallet.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(wallet.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Installed in this browser')
    // The first option takes focus when the dialog opens.
    expect(wallet.dataset.autofocus).toBeDefined()
    expect(
      within(dialog).getByRole('button', { name: /^Coinbase Wallet/ }),
    ).toBeTruthy()
  })

  test('the last used wallet comes first, marked Recent', async () => {
    const setup = await setupWallet({ recentConnectorId: 'walletConnect' })
    const dialog = await openDialog(setup)
    await waitFor(() => expect(optionNames(dialog)[0]).toBe('walletConnect'))
    expect(
      within(dialog).getByRole('button', { name: 'WalletConnect Recent' }),
    ).toBeTruthy()
    expect(
      within(dialog).queryByRole('button', { name: /^Test Wallet Recent/ }),
    ).toBeNull()
  })

  test('WalletConnect without a project id: shown, not configured, does nothing', async () => {
    const setup = await setupWallet()
    const dialog = await openDialog(setup)
    const option = within(dialog).getByRole('button', {
      name: /^WalletConnect/,
    })
    expect(option.getAttribute('aria-disabled')).toBe('true')
    expect(
      document.getElementById(option.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Not set up on this site yet')
    fireEvent.click(option)
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(optionNames(dialog)).toContain('walletConnect')
  })

  test('a window.ethereum no announcement covers is offered as Browser wallet', async () => {
    ;(window as { ethereum?: unknown }).ethereum = {
      request: async () => [],
      on() {},
      removeListener() {},
    }
    const setup = await setupWallet()
    const dialog = await openDialog(setup)
    const option = within(dialog).getByRole('button', {
      name: /^Browser wallet/,
    })
    expect(option.getAttribute('aria-expanded')).toBeNull()
    expect(
      document.getElementById(option.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Found in this browser')
  })

  test('no browser wallet at all: Browser wallet, not installed, says what it is and where to get one', async () => {
    const setup = await setupWallet({ wallet: false })
    const dialog = await openDialog(setup)
    const option = within(dialog).getByRole('button', {
      name: /^Browser wallet/,
    })
    expect(
      document.getElementById(option.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Not installed')
    expect(option.getAttribute('aria-expanded')).toBe('false')
    const help = document.getElementById(option.getAttribute('aria-controls')!)!
    expect(help.hidden).toBe(true)
    fireEvent.click(option)
    expect(option.getAttribute('aria-expanded')).toBe('true')
    expect(help.hidden).toBe(false)
    expect(help.textContent).toMatch(/extension that keeps your keys/)
    const link = within(help).getByRole('link', { name: /Find a wallet/ })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/ethereum\.org\//)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('an announced name is text; an announcement whose icon is not an image URI is ignored', async () => {
    const hostileIcon = 'data:text/html,<script>alert(1)</script>'
    const stops = [
      announceProvider(
        announced('<img src=x onerror=alert(1)>', 'evil.wallet'),
        window,
      ),
      announceProvider(announced('Odd icon', 'evil.icon', hostileIcon), window),
    ]
    const setup = await setupWallet({ wallet: false }).finally(() => {
      for (const stop of stops) stop()
    })
    const dialog = await openDialog(setup)
    const option = within(dialog).getByRole('button', {
      name: /^<img src=x onerror=alert\(1\)>/,
    })
    expect(option.querySelector('img')?.getAttribute('src')).toBe(devWalletIcon)
    expect(optionNames(dialog)).not.toContain('evil.icon')
    expect(dialog.querySelector(`img[src="${hostileIcon}"]`)).toBeNull()
    expect(dialog.querySelector('img[src="x"]')).toBeNull()
    expect(dialog.querySelector('script')).toBeNull()
  })

  test('a 5,000-character name is cut, isolated, whole in the accessible description and the tooltip', async () => {
    const long = `\u202E${'W'.repeat(5_000)}`
    const stop = announceProvider(announced(long, 'com.long'), window)
    const setup = await setupWallet({ wallet: false }).finally(stop)
    const dialog = await openDialog(setup)
    const option = dialog.querySelector<HTMLElement>(
      '[data-option-id="com.long"]',
    )!
    const shown = option.querySelector('.latch-connect-dialog__option-name')!
    expect(shown.textContent).toBe(`\u202E${'W'.repeat(38)}…`)
    // In its own isolate: the override reorders nothing around it.
    expect(shown.firstElementChild?.localName).toBe('bdi')
    expect(shown.firstElementChild?.textContent).toBe(shown.textContent)
    const description = (option.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(description).toEqual([long, 'Installed in this browser'])
    expect(option.title).toBe(`\u2068${long}\u2069`)
    // Not shown: only the description refers to it.
    const [fullNameId] = option.getAttribute('aria-describedby')!.split(' ')
    expect(document.getElementById(fullNameId!)?.hidden).toBe(true)
  })

  test('look-alike names show their rdns; two wallets claiming one rdns are both listed and marked', async () => {
    const stops = [
      announceProvider(announced('Meta\u202EksaM', 'com.example.a'), window),
      announceProvider(
        announced('\u039C\u0435t\u0430\u039C\u0430\u0455k', 'com.example.b'),
        window,
      ),
      announceProvider(announced('MetaMask', 'io.metamask'), window),
      // An impostor first, under the test wallet's rdns, then the wallet.
      announceProvider(
        announced(testWalletInfo.name, testWalletInfo.rdns),
        window,
      ),
    ]
    const setup = await setupWallet().finally(() => {
      for (const stop of stops) stop()
    })
    const dialog = await openDialog(setup)
    const rdnsOf = (id: string) =>
      dialog.querySelector(
        `[data-option-id="${id}"] .latch-connect-dialog__option-rdns`,
      )?.textContent ?? null
    expect(rdnsOf('com.example.a')).toBe('com.example.a')
    expect(rdnsOf('com.example.b')).toBe('com.example.b')
    expect(rdnsOf('io.metamask')).toBe('io.metamask')
    // Part of each option's accessible name, after the wallet's name.
    within(dialog).getByRole('button', { name: /^MetaMask io\.metamask/ })
    const claims = within(dialog).getAllByRole('button', {
      name: new RegExp(
        `^${testWalletInfo.name} More than one wallet claims ${testWalletInfo.rdns.replaceAll('.', '\\.')}`,
      ),
    })
    expect(claims).toHaveLength(2)
    // Coinbase Wallet, WalletConnect: like no other, nothing under them.
    expect(rdnsOf('coinbaseWalletSDK')).toBeNull()
  })
})

/** A wallet announcing itself under `name` and `rdns`. */
function announced(name: string, rdns: string, icon?: string) {
  return createDevWallet({
    chains: [
      { id: testChain.id, name: testChain.name, rpcUrl: 'http://127.0.0.1:9' },
    ],
    info: { name, rdns, ...(icon ? { icon: icon as `data:${string}` } : {}) },
  })
}

describe('ConnectDialog: an attempt', () => {
  test('while the wallet is asked: "Confirm in {wallet}" and Cancel, focused; Cancel returns to the list', async () => {
    const setup = await setupWallet()
    setup.wallet.control.hold({ method: connectMethods })
    const dialog = await openDialog(setup)
    fireEvent.click(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Confirm in Test Wallet',
      ),
    )
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    expect(document.activeElement).toBe(cancel)
    expect(dialog.textContent).toMatch(/Approve the request there/)
    expect(optionNames(dialog)).toEqual([])

    fireEvent.click(cancel)
    const option = await within(dialog).findByRole('button', {
      name: /^Test Wallet/,
    })
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Connection cancelled.',
    )
    expect(document.activeElement).toBe(option)
  })

  test('a rejection: an alert from the error mapping and Try again, which connects', async () => {
    const setup = await setupWallet()
    setup.wallet.control.rejectNext({ method: 'wallet_requestPermissions' })
    const dialog = await openDialog(setup)
    fireEvent.click(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('You rejected the request in your wallet.')
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(tryAgain)

    fireEvent.click(tryAgain)
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
  })

  test('after a rejection, Choose another wallet goes back to the list', async () => {
    const setup = await setupWallet()
    setup.wallet.control.rejectNext({ method: 'wallet_requestPermissions' })
    const dialog = await openDialog(setup)
    fireEvent.click(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
    fireEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Choose another wallet',
      }),
    )
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull())
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
  })

  test('a wallet that is gone: not installed, with what it is and where to get one', async () => {
    ;(window as { ethereum?: unknown }).ethereum = {
      request: async () => [],
      on() {},
      removeListener() {},
    }
    const setup = await setupWallet({ wallet: false })
    const dialog = await openDialog(setup)
    const option = within(dialog).getByRole('button', {
      name: /^Browser wallet/,
    })
    // The extension goes (disabled, removed) while the dialog is open.
    delete (window as { ethereum?: unknown }).ethereum
    fireEvent.click(option)
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe(
      'This wallet is not installed in this browser. Install it or choose another wallet.',
    )
    expect(
      within(dialog).getByRole('link', { name: /Find a wallet/ }),
    ).toBeTruthy()
  })

  test('a wallet busy with another prompt: said so, not called a rejection', async () => {
    const setup = await setupWallet()
    setup.wallet.control.rejectNext({
      method: 'wallet_requestPermissions',
      code: -32002,
      message: 'Request already pending',
    })
    const dialog = await openDialog(setup)
    fireEvent.click(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A request is already waiting in your wallet. Open your wallet to continue.',
    )
  })
})

describe('ConnectDialog: ready before it opens', () => {
  test('closed, its wallets are rendered out of sight and reach; opening shows those very elements, the first focused', async () => {
    const setup = await setupWallet()
    setup.render(<Opener />)
    const prepared = document.querySelector<HTMLElement>(
      `[data-option-id="${testWalletInfo.rdns}"]`,
    )
    expect(prepared).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Test Wallet/ })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    // Shown by the click itself: nothing left to render or wait for.
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(within(dialog).getByRole('button', { name: /^Test Wallet/ })).toBe(
      prepared,
    )
    expect(document.activeElement).toBe(prepared)
  })

  test('closing forgets the attempt: the next opening shows the list afresh', async () => {
    const setup = await setupWallet()
    setup.wallet.control.rejectNext({ method: 'wallet_requestPermissions' })
    setup.render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    let dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    fireEvent.click(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You rejected the request in your wallet.',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(within(dialog).getByRole('status').textContent).toBe('')
    const wallet = within(dialog).getByRole('button', { name: /^Test Wallet/ })
    expect(document.activeElement).toBe(wallet)
  })
})
