import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { sepolia } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import {
  setupWallet,
  testChain,
  testChain2,
} from '../../../test/setupWallet.tsx'
import { NetworkMenu } from './NetworkMenu.tsx'

afterEach(cleanup)

async function renderMenu() {
  const setup = await setupWallet({ connected: true })
  setup.render(<NetworkMenu />)
  const group = screen.getByRole('group', { name: 'Network' })
  const chain = (name: string) =>
    within(group).getByRole('button', {
      name: new RegExp(`^${name}( Connected)?$`),
    })
  // The menu's own live regions (the provider has one of its own).
  const menu = group.closest('section')!
  const status = () => within(menu).getByRole('status').textContent
  const alert = () => within(menu).getByRole('alert').textContent
  return { setup, group, chain, status, alert }
}

describe('NetworkMenu', () => {
  test('Network lists the configured chains by name, the wallet’s marked current', async () => {
    const { group, chain } = await renderMenu()
    expect(
      within(group)
        .getAllByRole('button')
        .map((x) => x.querySelector('span + span')?.textContent),
    ).toEqual(['Latch Devnet', 'Latch Devnet 2', 'Sepolia'])
    expect(chain('Latch Devnet').getAttribute('aria-current')).toBe('true')
    expect(chain('Latch Devnet').textContent).toContain('Connected')
    expect(chain('Latch Devnet 2').getAttribute('aria-current')).toBeNull()
  })

  test('choosing a chain shows the switch in progress, then that it switched', async () => {
    const { setup, chain, status } = await renderMenu()
    setup.wallet.control.hold({ method: 'wallet_switchEthereumChain' })
    fireEvent.click(chain('Latch Devnet 2'))
    await waitFor(() =>
      expect(status()).toBe(
        'Switching to Latch Devnet 2… Confirm in Test Wallet.',
      ),
    )
    // Every chain waits while one switch is under way.
    expect(chain('Sepolia').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(chain('Sepolia'))
    setup.wallet.control.release()
    await waitFor(() => expect(status()).toBe('Switched to Latch Devnet 2.'))
    expect(chain('Latch Devnet 2').getAttribute('aria-current')).toBe('true')
    expect(
      setup.wallet.control.requests({ method: 'wallet_switchEthereumChain' }),
    ).toHaveLength(1)
    expect(setup.wallet.control.state().chainId).toBe(testChain2.id)
  })

  test('a chain the wallet lacks is added, then switched to', async () => {
    const { setup, chain, status } = await renderMenu()
    fireEvent.click(chain('Sepolia'))
    await waitFor(() => expect(status()).toBe('Switched to Sepolia.'))
    expect(setup.wallet.control.addChainRequests()).toMatchObject([
      { chainId: '0xaa36a7', chainName: 'Sepolia' },
    ])
    expect(setup.wallet.control.state().chainId).toBe(sepolia.id)
  })

  test('while the wallet adds the chain: "Adding {chain} to your wallet"', async () => {
    const { setup, chain, status } = await renderMenu()
    // The wallet lacks Sepolia: it answers the switch with 4902, and its
    // prompt to add the chain stays open until released.
    setup.wallet.control.hold({ method: 'wallet_addEthereumChain' })
    fireEvent.click(chain('Sepolia'))
    await waitFor(() => expect(status()).toBe('Adding Sepolia to your wallet…'))
    expect(setup.wallet.control.held()).toMatchObject([
      { method: 'wallet_addEthereumChain' },
    ])
    setup.wallet.control.release()
    await waitFor(() => expect(status()).toBe('Switched to Sepolia.'))
  })

  test('a rejected switch is an alert, and the chain stays', async () => {
    const { setup, chain, status, alert } = await renderMenu()
    setup.wallet.control.rejectNext({ method: 'wallet_switchEthereumChain' })
    fireEvent.click(chain('Latch Devnet 2'))
    await waitFor(() =>
      expect(alert()).toBe('You rejected the request in your wallet.'),
    )
    expect(status()).toBe('')
    expect(chain('Latch Devnet').getAttribute('aria-current')).toBe('true')
  })

  test('a rejected add-chain is an alert too', async () => {
    const { setup, chain, alert } = await renderMenu()
    setup.wallet.control.rejectNext({ method: 'wallet_addEthereumChain' })
    fireEvent.click(chain('Sepolia'))
    await waitFor(() =>
      expect(alert()).toBe('You rejected the request in your wallet.'),
    )
  })

  test('a wallet that cannot switch on request: "Switch the network in your wallet", not an error', async () => {
    // The wallet answers the switch with 4200: switch-not-supported, as the
    // wallet layer also answers for a WalletConnect peer that cannot switch
    // (over a live session: walletConnect.relay.integration.test.ts).
    const { setup, chain, status, alert } = await renderMenu()
    setup.wallet.control.rejectNext({
      method: 'wallet_switchEthereumChain',
      code: 4200,
    })
    fireEvent.click(chain('Latch Devnet 2'))
    await waitFor(() =>
      expect(status()).toBe(
        'Switch the network in your wallet to Latch Devnet 2.',
      ),
    )
    expect(alert()).toBe('')
    expect(chain('Latch Devnet').getAttribute('aria-current')).toBe('true')
  })

  test('a switch from the wallet’s side moves the mark', async () => {
    const { setup, chain } = await renderMenu()
    act(() => setup.wallet.control.switchChain(testChain2.id))
    await waitFor(() =>
      expect(chain('Latch Devnet 2').getAttribute('aria-current')).toBe('true'),
    )
    expect(chain(testChain.name).getAttribute('aria-current')).toBeNull()
  })
})
