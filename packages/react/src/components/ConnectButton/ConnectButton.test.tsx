import '../../../test/dialogModules.ts'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { seedEns } from '../../../test/seedEns.ts'
import {
  setupWallet,
  testChain,
  unsupportedChain,
} from '../../../test/setupWallet.tsx'
import { ConnectButton } from './ConnectButton.tsx'

afterEach(cleanup)

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'

describe('ConnectButton: the header’s wallet control', () => {
  test('while a session is restored: a placeholder, never a Connect wallet button', async () => {
    const setup = await setupWallet()
    setup.config.setState((x) => ({ ...x, status: 'reconnecting' }))
    setup.render(<ConnectButton />)
    const placeholder = screen.getByText('Restoring your session…')
      .parentElement!
    // <output>: a status, so the restoring is announced.
    expect(placeholder.tagName).toBe('OUTPUT')
    expect(screen.getAllByRole('status')).toContain(placeholder)
    expect(placeholder.textContent).toBe('Restoring your session…')
    expect(placeholder.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('while a stored session is restored: its account at once, as last seen (the cached name); the account dialog opens once the wallet confirms it', async () => {
    const setup = await setupWallet({ connected: true })
    seedEns(setup.config, {
      address: alice,
      chainId: testChain.id,
      name: 'alice.eth',
    })
    // As a reload leaves it: the stored connection, not yet confirmed.
    setup.config.setState((x) => ({ ...x, status: 'reconnecting' }))
    setup.render(<ConnectButton />)
    expect(screen.queryByText('Restoring your session…')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull()
    const account = screen.getByRole('button', { name: /alice\.eth/ })
    expect(account.textContent).toContain(testChain.name)
    fireEvent.click(account)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => setup.config.setState((x) => ({ ...x, status: 'connected' })))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  test('placeholder, Connect wallet and the account button fill the same slot', async () => {
    const setup = await setupWallet()
    setup.config.setState((x) => ({ ...x, status: 'reconnecting' }))
    const { container } = setup.render(<ConnectButton />)
    const slot = container.firstElementChild!
    const placeholder = screen.getByText('Restoring your session…')
      .parentElement!
    expect(placeholder.parentElement).toBe(slot)
    act(() => setup.config.setState((x) => ({ ...x, status: 'disconnected' })))
    expect(
      screen.getByRole('button', { name: 'Connect wallet' }).parentElement,
    ).toBe(slot)
  })

  test('disconnected: Connect wallet opens the connect dialog', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect wallet' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(button)
    // The dialog's code loads on the click (it is not in the first paint).
    expect(
      await screen.findByRole('dialog', { name: 'Connect a wallet' }),
    ).toBeTruthy()
  })

  test('disconnected: once the page is idle the connect dialog is ready, closed and out of sight; the click shows it at once', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectButton />)
    // Prepared in the background: its code loaded, its wallets rendered.
    await waitFor(
      () =>
        expect(document.querySelector('dialog [data-option-id]')).toBeTruthy(),
      { timeout: 3_000 },
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Test Wallet/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    // Shown by the click itself, not after it.
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: /^Test Wallet/ }),
    )
  })

  test('connecting closes the dialog, announces it and focuses the account button', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectButton />)
    const connect = screen.getByRole('button', { name: 'Connect wallet' })
    connect.focus()
    fireEvent.click(connect)
    fireEvent.click(await screen.findByRole('button', { name: /^Test Wallet/ }))
    const account = await screen.findByRole('button', {
      name: /0xf39F…2266/,
    })
    await waitFor(() => expect(document.activeElement).toBe(account))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(
      screen
        .getAllByRole('status')
        .some((x) => x.textContent === 'Connected with Test Wallet.'),
    ).toBe(true)
  })

  test('connected: the short checksummed address and the network badge', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton />)
    const button = screen.getByRole('button', { name: /0xf39F…2266/ })
    expect(button.textContent).toBe('0xf39F…2266Latch Devnet')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    // No ENS avatar: the identicon, drawn from the address.
    expect(button.querySelector('svg rect')).toBeTruthy()
    expect(button.querySelector('img')).toBeNull()
  })

  test('connected with an ENS name: the name and its avatar', async () => {
    const setup = await setupWallet({ connected: true })
    seedEns(setup.config, {
      address: alice,
      chainId: testChain.id,
      name: 'alice.eth',
      avatar,
    })
    setup.render(<ConnectButton />)
    const button = await screen.findByRole('button', { name: /alice\.eth/ })
    expect(button.querySelector('img')?.getAttribute('src')).toBe(avatar)
  })

  test('an avatar that is not https or an image data URI is not loaded', async () => {
    const setup = await setupWallet({ connected: true })
    seedEns(setup.config, {
      address: alice,
      chainId: testChain.id,
      name: 'alice.eth',
      avatar: 'http://tracker.example/pixel.gif',
    })
    setup.render(<ConnectButton />)
    const button = await screen.findByRole('button', { name: /alice\.eth/ })
    expect(button.querySelector('img')).toBeNull()
  })

  test('on a chain Latch does not offer, the badge says Unsupported network', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton />)
    act(() => setup.wallet.control.switchChain(unsupportedChain.id))
    const button = await screen.findByRole('button', {
      name: /Unsupported network/,
    })
    expect(button.textContent).toContain('0xf39F…2266')
  })

  test('the account button opens Account; Disconnect closes it and focuses Connect wallet', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton />)
    const account = screen.getByRole('button', { name: /0xf39F…2266/ })
    account.focus()
    fireEvent.click(account)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    const connect = await screen.findByRole('button', {
      name: 'Connect wallet',
    })
    await waitFor(() => expect(document.activeElement).toBe(connect))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(setup.config.state.status).toBe('disconnected')
  })

  test('a disconnect from the wallet’s side closes the account dialog too', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: /0xf39F…2266/ }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    act(() => setup.wallet.control.disconnect())
    await screen.findByRole('button', { name: 'Connect wallet' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
