import '../../../test/dialogModules.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  setupWallet,
  testChain2,
  unsupportedChain,
} from '../../../test/setupWallet.tsx'
import { ConnectButton } from './ConnectButton.tsx'

afterEach(cleanup)

const slot = () => document.querySelector<HTMLElement>('.latch-connect-button')!
/** The slot's data attributes: how the stylesheet picks what to show. */
const data = () => ({ ...slot().dataset })
const css = readFileSync(
  join(import.meta.dirname, 'ConnectButton.css'),
  'utf8',
).replace(/\s+/g, ' ')

describe('ConnectButton props', () => {
  test('none: the default button, as the first paint draws it (one fixed slot, no data attributes)', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton />)
    expect(data()).toEqual({})
    const account = screen.getByRole('button', { name: /0xf39F…2266/ })
    expect(account.textContent).toBe('0xf39F…2266Latch Devnet')
    expect(slot().querySelectorAll('button')).toHaveLength(1)
  })

  test('label: the connect button’s text', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectButton label="Sign in with a wallet" />)
    const button = screen.getByRole('button', { name: 'Sign in with a wallet' })
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull()
    fireEvent.click(button)
    expect(
      await screen.findByRole('dialog', { name: 'Connect a wallet' }),
    ).toBeTruthy()
  })

  test('showBalance: the native balance in the account button', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton showBalance />)
    const account = screen.getByRole('button', { name: /0xf39F…2266/ })
    await waitFor(() =>
      expect(
        account.querySelector('.latch-account-button__balance')?.textContent,
      ).toBe('12.5 ETH'),
    )
    expect(data()).toEqual({
      layout: 'fit',
      balanceSmall: 'true',
      balanceLarge: 'true',
    })
  })

  test('showBalance false: no balance, none read', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton showBalance={false} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector('.latch-account-button__balance')).toBeNull()
    // Never fetched (the button's observer is disabled).
    expect(
      setup.queryClient
        .getQueryCache()
        .findAll({ queryKey: ['balance'] })
        .map((x) => [x.state.status, x.state.fetchStatus]),
    ).toEqual([['pending', 'idle']])
  })

  test('accountStatus, responsive: each screen’s value in the markup, the name in the accessible name whatever is shown', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(
      <ConnectButton
        accountStatus={{ smallScreen: 'avatar', largeScreen: 'address' }}
        showBalance={{ smallScreen: false, largeScreen: true }}
      />,
    )
    expect(data()).toEqual({
      layout: 'fit',
      accountSmall: 'avatar',
      accountLarge: 'address',
      balanceSmall: 'false',
      balanceLarge: 'true',
    })
    expect(screen.getByRole('button', { name: /0xf39F…2266/ })).toBeTruthy()
    // The stylesheet shows each screen's parts; a hidden name stays readable
    // to screen readers (clipped, not display: none).
    expect(css).toContain(
      '@media (max-width: 767px) { .latch-connect-button[data-account-small="avatar"] .latch-account-button__text,',
    )
    const large = css.indexOf('@media (min-width: 768px)')
    expect(large).toBeGreaterThan(0)
    expect(
      css.indexOf(
        '.latch-connect-button[data-account-large="address"] .latch-account-button > :not(.latch-account-button__text, .latch-account-button__balance)',
      ),
    ).toBeGreaterThan(large)
    expect(css).toMatch(
      /\[data-balance-small="false"\] \.latch-account-button__balance \{ display: none;/,
    )
  })

  test('a plain value is both screens’ value', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton accountStatus="avatar" chainStatus="icon" />)
    expect(data()).toEqual({
      layout: 'fit',
      accountSmall: 'avatar',
      accountLarge: 'avatar',
      chainSmall: 'icon',
      chainLarge: 'icon',
    })
  })

  test('chainStatus: the chain is a button of its own (the badge leaves the account button); it opens Switch network, whose Network switches the wallet', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(
      <ConnectButton
        chainStatus={{ smallScreen: 'none', largeScreen: 'full' }}
      />,
    )
    expect(data()).toMatchObject({ chainSmall: 'none', chainLarge: 'full' })
    const account = screen.getByRole('button', { name: /0xf39F…2266/ })
    expect(account.textContent).toBe('0xf39F…2266')
    const chain = screen.getByRole('button', { name: 'Latch Devnet' })
    expect(chain.getAttribute('aria-haspopup')).toBe('dialog')
    chain.focus()
    fireEvent.click(chain)
    const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Network' })).getByRole(
        'button',
        { name: /^Latch Devnet 2/ },
      ),
    )
    await waitFor(() => expect(setup.config.state.chainId).toBe(testChain2.id))
    await screen.findByRole('button', { name: 'Latch Devnet 2' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(chain)
    expect(css).toMatch(/\[data-chain-small="none"\] \.latch-chain-button,/)
  })

  test('chainStatus on a chain Latch does not offer: the chain button says Unsupported network', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton chainStatus="name" />)
    act(() => setup.wallet.control.switchChain(unsupportedChain.id))
    const chain = await screen.findByRole('button', {
      name: 'Unsupported network',
    })
    expect(chain.dataset.unsupported).toBe('true')
  })
})
