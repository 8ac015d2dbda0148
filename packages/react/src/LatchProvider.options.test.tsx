import '../test/dialogModules.ts'
import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupWallet, testChain, testChain2 } from '../test/setupWallet.tsx'
import type { AvatarComponentProps } from './components/AccountAvatar/AccountAvatar.tsx'
import { ConnectButton } from './components/ConnectButton/ConnectButton.tsx'
import { LatchProvider } from './LatchProvider.tsx'

afterEach(cleanup)

const root = () => getComputedStyle(document.documentElement)

describe('LatchProvider options', () => {
  test('theme "dark": data-latch-theme on the root (the stylesheet holds each scheme’s colours); no <style> element; gone with the provider', async () => {
    const setup = await setupWallet()
    const html = document.documentElement
    const view = render(
      <LatchProvider config={setup.config} theme="dark">
        <ConnectButton />
      </LatchProvider>,
    )
    expect(html.getAttribute('data-latch-theme')).toBe('dark')
    // CSP-safe: no <style> element, no style attribute written as markup.
    expect(document.querySelector('style, [style]')).toBeNull()
    view.unmount()
    expect(html.hasAttribute('data-latch-theme')).toBe(false)
  })

  test('theme object: its tokens set on the root through the CSSOM, over its colour scheme; a value that could escape its declaration is ignored; all gone with the provider', async () => {
    const setup = await setupWallet()
    const html = document.documentElement
    const view = render(
      <LatchProvider
        config={setup.config}
        theme={{
          colorScheme: 'system',
          accent: '#0f766e',
          accentHover: '#115e59',
          radius: '6px',
          font: 'inherit; } body { color: red',
        }}
      >
        <ConnectButton />
      </LatchProvider>,
    )
    expect(html.getAttribute('data-latch-theme')).toBe('system')
    expect(html.style.getPropertyValue('--latch-accent')).toBe('#0f766e')
    expect(html.style.getPropertyValue('--latch-accent-hover')).toBe('#115e59')
    expect(html.style.getPropertyValue('--latch-radius')).toBe('6px')
    expect(html.style.getPropertyValue('--latch-font')).toBe('')
    expect(root().getPropertyValue('--latch-accent').trim()).toBe('#0f766e')
    view.unmount()
    expect(html.hasAttribute('data-latch-theme')).toBe(false)
    expect(html.hasAttribute('style')).toBe(false)
  })

  test('avatar: the dapp’s component draws the account’s picture in the button and the account dialog', async () => {
    const setup = await setupWallet({ connected: true })
    const drawn: AvatarComponentProps[] = []
    const avatar = (props: AvatarComponentProps) => {
      drawn.push(props)
      return <i data-testid="own-avatar" data-size={props.size} />
    }
    render(
      <LatchProvider config={setup.config} avatar={avatar}>
        <ConnectButton />
      </LatchProvider>,
    )
    const button = screen.getByRole('button', { name: /0xf39F…2266/ })
    expect(
      within(button).getByTestId('own-avatar').getAttribute('data-size'),
    ).toBe('28')
    expect(button.querySelector('.latch-avatar')).toBeNull()
    expect(drawn.at(-1)).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ensName: undefined,
      ensAvatar: undefined,
      size: 28,
    })
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(
      within(dialog).getByTestId('own-avatar').getAttribute('data-size'),
    ).toBe('64')
  })

  test('disclaimer and appInfo: shown in the connect dialog', async () => {
    const setup = await setupWallet()
    render(
      <LatchProvider
        config={setup.config}
        disclaimer={
          <p>
            By connecting you accept the <a href="/terms">Terms</a>.
          </p>
        }
        appInfo={{ learnMoreUrl: 'https://ethereum.org/en/wallets/' }}
      >
        <ConnectButton />
      </LatchProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    expect(dialog.textContent).toContain('By connecting you accept the Terms.')
    expect(
      within(dialog).getByRole('link', { name: 'Terms' }).getAttribute('href'),
    ).toBe('/terms')
    const learn = within(dialog).getByRole('link', {
      name: 'Learn about wallets',
    })
    expect(learn.getAttribute('href')).toBe('https://ethereum.org/en/wallets/')
    expect(learn.getAttribute('target')).toBe('_blank')
    expect(learn.getAttribute('rel')).toBe('noopener noreferrer')
    expect(learn.parentElement?.textContent).toBe(
      'New to wallets? Learn about wallets',
    )
  })

  test('without them: no disclaimer, no link', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    expect(within(dialog).queryByRole('link', { name: /wallets/ })).toBeNull()
    expect(dialog.querySelector('.latch-connect-dialog__disclaimer')).toBeNull()
  })

  test.each([
    ['a chain', testChain2],
    ['a chain id', testChain2.id],
  ] as const)(
    'initialChain (%s): the wallet is asked for it as it connects',
    async (_, initialChain) => {
      const setup = await setupWallet()
      setup.wallet.control.clearRequests()
      render(
        <LatchProvider config={setup.config} initialChain={initialChain}>
          <ConnectButton />
        </LatchProvider>,
      )
      fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
      fireEvent.click(
        await screen.findByRole('button', { name: /^Test Wallet/ }),
      )
      await waitFor(() => expect(setup.config.state.status).toBe('connected'))
      expect(setup.config.state.chainId).toBe(testChain2.id)
      expect(
        setup.wallet.control.requests({
          method: 'wallet_switchEthereumChain',
        }),
      ).toEqual([
        {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x343b' }],
        },
      ])
    },
  )

  test('no initialChain: the wallet stays on its own chain', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    fireEvent.click(await screen.findByRole('button', { name: /^Test Wallet/ }))
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    expect(setup.config.state.chainId).toBe(testChain.id)
  })
})
