import {
  metaMask,
  type Wallet,
  WalletNotListedError,
  walletConnectLink,
} from '@latch/core'
import {
  announceProvider,
  createDevWallet,
  type DevWallet,
} from '@latch/devnet/browser'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { createConnector, injected } from '@wagmi/core'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  setupWallet,
  testChain,
  testWalletInfo,
} from '../../../test/setupWallet.tsx'
import { WalletButton } from './WalletButton.tsx'
import type { WalletButtonRenderProps } from './WalletButtonCustom.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  delete (window as { ethereum?: unknown }).ethereum
})

const connectMethods = ['wallet_requestPermissions', 'eth_requestAccounts']

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/**
 * A WalletConnect connector as far as the button can tell: it announces
 * its pairing URI, then waits for a phone that never comes.
 */
const pairing = pairingAs('walletConnect', 'WalletConnect')

function pairingAs(id: string, name: string) {
  return createConnector(
    (config) =>
      ({
        id,
        name,
        type: 'walletConnect',
        async setup() {},
        async connect() {
          queueMicrotask(() =>
            config.emitter.emit('message', { type: 'display_uri', data: uri }),
          )
          return new Promise(() => {})
        },
        async disconnect() {},
        async getAccounts() {
          return []
        },
        async getChainId() {
          return 13_370
        },
        async getProvider() {
          return {}
        },
        async isAuthorized() {
          return false
        },
        onAccountsChanged() {},
        onChainChanged() {},
        onDisconnect() {},
      }) as never,
  )
}

let caught: unknown

const acmeIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23111"/%3E%3C/svg%3E'

/**
 * A dapp's own wallet over the Dev wallet the setup makes (`wallet`, set
 * once there is one), loaded on the first pick; with `rdns`, the wallet
 * announcing it stands for it.
 */
function acmeWallet(
  dev: { wallet?: DevWallet },
  rdns?: string | undefined,
): Wallet {
  return {
    id: 'acme',
    name: 'Acme Wallet',
    icon: acmeIcon,
    rdns,
    clearStorage: async () => {},
    connector: async () =>
      injected({
        target: {
          id: 'acme',
          name: 'Acme Wallet',
          provider: () => dev.wallet?.provider as never,
        },
      }),
  }
}

/** What a render threw (kept in `caught`), shown instead of the tree. */
class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined }
  static getDerivedStateFromError(error: unknown) {
    caught = error
    return { error }
  }
  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    return <p data-testid="caught">{(error as Error).name}</p>
  }
}

describe('WalletButton', () => {
  test('one click connects the wallet it names, a button named after it', async () => {
    const setup = await setupWallet()
    setup.render(<WalletButton wallet={testWalletInfo.rdns} />)
    const button = await screen.findByRole('button', { name: 'Test Wallet' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      testWalletInfo.icon,
    )
    fireEvent.click(button)
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    expect(setup.config.state.current).toBe(setup.connector?.uid)
  })

  test('while the wallet is asked: "Confirm in {wallet}", the button busy', async () => {
    const setup = await setupWallet()
    setup.wallet.control.hold({ method: connectMethods })
    setup.render(<WalletButton wallet={testWalletInfo.rdns} />)
    const button = await screen.findByRole('button', { name: 'Test Wallet' })
    fireEvent.click(button)
    await waitFor(() =>
      expect(
        document.getElementById(button.getAttribute('aria-describedby')!)
          ?.textContent,
      ).toBe('Confirm in Test Wallet'),
    )
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    setup.wallet.control.release()
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
  })

  test('a rejection: an alert from the error mapping and Try again, which connects', async () => {
    const setup = await setupWallet()
    setup.wallet.control.rejectNext({ method: 'wallet_requestPermissions' })
    setup.render(<WalletButton wallet={testWalletInfo.rdns} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Test Wallet' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You rejected the request in your wallet.',
    )
    expect(setup.config.state.status).toBe('disconnected')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('a browser wallet that is not installed: what it is and where to get one', async () => {
    const setup = await setupWallet({ wallet: false })
    setup.render(<WalletButton wallet="injected" />)
    const button = await screen.findByRole('button', {
      name: 'Browser wallet',
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: /Find a wallet/ })).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: /Find a wallet/ })).toBeTruthy()
    expect(setup.config.state.status).toBe('disconnected')
  })

  test('a wallet not set up on this site: disabled, and says so', async () => {
    const setup = await setupWallet()
    setup.render(<WalletButton wallet="walletConnect" />)
    const button = await screen.findByRole('button', { name: 'WalletConnect' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(
      document.getElementById(button.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Not set up on this site yet')
    fireEvent.click(button)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('WalletConnect: its QR code in a dialog; Cancel closes it', async () => {
    const setup = await setupWallet({ walletConnect: pairing })
    setup.render(<WalletButton wallet="walletConnect" />)
    fireEvent.click(
      await screen.findByRole('button', { name: 'WalletConnect' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    const qr = await within(dialog).findByRole('img', {
      name: 'WalletConnect QR code',
    })
    expect(qr.getAttribute('data-uri')).toBe(uri)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('on a phone, a wallet app that pairs: a dialog with its link, "Open {wallet}", with the live URI', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    )
    const setup = await setupWallet({
      wallet: false,
      wallets: [metaMask()],
      walletConnectProjectId: 'latch-test',
    })
    const standIn = pairingAs('metaMask', 'MetaMask')
    setup.config.latch.wallets = setup.config.latch.wallets.map((x) =>
      x.id === 'metaMask'
        ? { ...x, connector: { eager: false, load: async () => standIn } }
        : x,
    )
    setup.render(<WalletButton wallet="metaMask" />)
    fireEvent.click(await screen.findByRole('button', { name: 'MetaMask' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    const link = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    expect(link.getAttribute('href')).toBe(
      walletConnectLink(metaMask().mobile, uri, 'ios'),
    )
  })

  test('an EIP-6963 rdns not announced yet: nothing, until the wallet announces itself', async () => {
    const setup = await setupWallet()
    const { container } = setup.render(
      <div data-testid="slot">
        <WalletButton wallet="dev.latch.later" />
      </div>,
    )
    const slot = within(container).getByTestId('slot')
    expect(slot.innerHTML).toBe('')
    const later = createDevWallet({
      chains: [
        {
          id: testChain.id,
          name: testChain.name,
          rpcUrl: 'http://127.0.0.1:9',
        },
      ],
      info: { name: 'Later Wallet', rdns: 'dev.latch.later' },
    })
    const stop = announceProvider(later, window)
    try {
      fireEvent.click(
        await within(slot).findByRole('button', { name: 'Later Wallet' }),
      )
      await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    } finally {
      stop()
    }
  })

  test("the dapp's own wallet, by its id: loaded and connected in one click", async () => {
    const dev: { wallet?: DevWallet } = {}
    const setup = await setupWallet({
      wallet: false,
      wallets: [acmeWallet(dev)],
    })
    dev.wallet = setup.wallet
    setup.render(<WalletButton wallet="acme" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Wallet' }))
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    expect(
      setup.config.state.connections.get(setup.config.state.current!)?.connector
        .id,
    ).toBe('acme')
  })

  test('a wallet of the list by its id, when the wallet announcing its rdns stands for it', async () => {
    const setup = await setupWallet({
      wallets: [acmeWallet({}, testWalletInfo.rdns)],
    })
    setup.render(<WalletButton wallet="acme" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Test Wallet' }))
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    expect(setup.config.state.current).toBe(setup.connector?.uid)
  })

  test('an id the config has no wallet for: WalletNotListedError, naming the ids', async () => {
    const setup = await setupWallet()
    // React logs what the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setup.render(
      <Caught>
        <WalletButton wallet="metaMusk" />
      </Caught>,
    )
    await screen.findByTestId('caught')
    expect(caught).toBeInstanceOf(WalletNotListedError)
    expect((caught as Error).message).toMatchInlineSnapshot(`
      "No wallet of the config has the id "metaMusk".

      The wallets' ids: injected, coinbaseWalletSDK, walletConnect, dev.latch.testwallet."
    `)
  })
})

describe('WalletButton.Custom', () => {
  test('hands the wallet, its phases and the error to its child', async () => {
    const setup = await setupWallet()
    const seen: WalletButtonRenderProps[] = []
    setup.wallet.control.rejectNext({ method: 'wallet_requestPermissions' })
    setup.render(
      <WalletButton.Custom wallet={testWalletInfo.rdns}>
        {(props) => {
          seen.push(props)
          return (
            <button
              type="button"
              disabled={!props.ready}
              onClick={props.connect}
            >
              {props.wallet?.name} {props.phase}
              {props.connected ? ' connected' : ''}
            </button>
          )
        }}
      </WalletButton.Custom>,
    )
    const button = await screen.findByRole('button', {
      name: 'Test Wallet idle',
    })
    expect(seen.at(-1)?.wallet).toEqual({
      id: testWalletInfo.rdns,
      name: testWalletInfo.name,
      icon: testWalletInfo.icon,
    })
    fireEvent.click(button)
    await screen.findByRole('button', { name: 'Test Wallet failed' })
    expect(seen.at(-1)?.error?.name).toBe('UserRejectedRequestError')

    setup.wallet.control.hold({ method: connectMethods })
    act(() => seen.at(-1)!.connect())
    await screen.findByRole('button', { name: 'Test Wallet connecting' })
    expect(seen.at(-1)?.error).toBeUndefined()
    setup.wallet.control.release()
    await screen.findByRole('button', {
      name: 'Test Wallet idle connected',
    })
    expect(seen.map((x) => x.phase)).toEqual(
      expect.arrayContaining(['idle', 'connecting', 'failed']),
    )
  })
})
