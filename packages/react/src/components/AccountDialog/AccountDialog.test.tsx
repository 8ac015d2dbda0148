import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { numberToHex } from 'viem'
import { sepolia } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { seedEns } from '../../../test/seedEns.ts'
import {
  setupWallet,
  testChain,
  unsupportedChain,
} from '../../../test/setupWallet.tsx'
import { AccountDialog } from './AccountDialog.tsx'

afterEach(cleanup)

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function openAccount(parameters: { ens?: boolean } = {}) {
  const setup = await setupWallet({ connected: true })
  if (parameters.ens)
    seedEns(setup.config, {
      address: alice,
      chainId: testChain.id,
      name: 'alice.eth',
      avatar: 'data:image/png;base64,iVBORw0KGgo=',
    })
  setup.render(<AccountDialog open onClose={() => {}} />)
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  return { setup, dialog }
}

/** The facts list as label → value. */
function facts(dialog: HTMLElement) {
  const terms = [...dialog.querySelectorAll('dt')]
  return Object.fromEntries(
    terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  )
}

describe('AccountDialog', () => {
  test('the full checksummed address, network, native balance and wallet', async () => {
    const { dialog } = await openAccount()
    expect(
      within(dialog).getByText(alice, { normalizer: (x) => x }),
    ).toBeTruthy()
    await waitFor(() => expect(facts(dialog).Balance).toBe('12.5 ETH'))
    expect(facts(dialog)).toEqual({
      Network: 'Latch Devnet',
      Balance: '12.5 ETH',
      Wallet: 'Test Wallet',
    })
  })

  test('the ENS name and avatar when the account has them', async () => {
    const { dialog } = await openAccount({ ens: true })
    expect(await within(dialog).findByText('alice.eth')).toBeTruthy()
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
  })

  test('Copy address copies it and confirms in a status', async () => {
    const { dialog } = await openAccount()
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Copy address' }),
    )
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('status')
          .map((x) => x.textContent),
      ).toContain('✓ Address copied.'),
    )
    expect(await navigator.clipboard.readText()).toBe(alice)
  })

  test('a clipboard that refuses: an alert, the address stays on screen', async () => {
    const { dialog } = await openAccount()
    const original = navigator.clipboard.writeText
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    try {
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Copy address' }),
      )
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('alert')
            .map((x) => x.textContent),
        ).toContain('Could not copy: select the text and copy it yourself.'),
      )
      expect(dialog.textContent).toContain(alice.slice(22))
    } finally {
      navigator.clipboard.writeText = original
    }
  })

  test('View on explorer where the chain has one, in a new tab; none on the devnet', async () => {
    const { setup, dialog } = await openAccount()
    expect(within(dialog).queryByRole('link')).toBeNull()
    await act(() =>
      setup.wallet.provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: numberToHex(sepolia.id),
            chainName: sepolia.name,
            nativeCurrency: sepolia.nativeCurrency,
            rpcUrls: ['http://127.0.0.1:9'],
          },
        ],
      }),
    )
    const link = await within(dialog).findByRole('link', {
      name: 'View on explorer',
    })
    expect(link.getAttribute('href')).toBe(
      `https://sepolia.etherscan.io/address/${alice}`,
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(
      document.getElementById(link.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Etherscan, opens in a new tab')
    expect(facts(dialog).Network).toBe('Sepolia')
  })

  test('on an unsupported chain: the network says so, the balance is unavailable', async () => {
    const { setup, dialog } = await openAccount()
    act(() => setup.wallet.control.switchChain(unsupportedChain.id))
    await waitFor(() =>
      expect(facts(dialog).Network).toBe('Unsupported network (424242)'),
    )
    expect(facts(dialog).Balance).toBe('Unavailable')
  })

  test('Disconnect disconnects the wallet', async () => {
    const { setup, dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(setup.config.state.status).toBe('disconnected'))
    expect(
      setup.wallet.control.requests({ method: 'wallet_revokePermissions' }),
    ).toHaveLength(1)
  })
})
