import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { disconnect } from '@wagmi/core'
import { afterEach, describe, expect, test } from 'vitest'
import {
  setupWallet,
  testChain,
  unsupportedChain,
} from '../../../test/setupWallet.tsx'
import { UnsupportedNetworkBanner } from './UnsupportedNetworkBanner.tsx'

afterEach(cleanup)

describe('UnsupportedNetworkBanner', () => {
  test('nothing on a supported chain, nor when disconnected', async () => {
    const setup = await setupWallet({ connected: true })
    const { container } = setup.render(<UnsupportedNetworkBanner />)
    expect(container.textContent).toBe('')
    await act(() => disconnect(setup.config))
    expect(container.textContent).toBe('')
  })

  test('on an unsupported chain: an alert with Unsupported network and Switch to {default chain}, which switches', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<UnsupportedNetworkBanner />)
    act(() => setup.wallet.control.switchChain(unsupportedChain.id))
    const alert = await waitFor(() => {
      const banner = screen
        .getAllByRole('alert')
        .find((x) => x.textContent?.includes('Unsupported network'))
      if (!banner) throw new Error('no Unsupported network alert')
      return banner
    })
    expect(alert.textContent).toContain('chain 424242')
    const button = within(alert).getByRole('button', {
      name: 'Switch to Latch Devnet',
    })
    fireEvent.click(button)
    await waitFor(() =>
      expect(setup.wallet.control.state().chainId).toBe(testChain.id),
    )
    await waitFor(() =>
      expect(screen.queryByText(/Unsupported network/)).toBeNull(),
    )
  })

  test('a rejection is announced next to the banner, which stays', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<UnsupportedNetworkBanner />)
    act(() => setup.wallet.control.switchChain(unsupportedChain.id))
    setup.wallet.control.rejectNext({ method: 'wallet_switchEthereumChain' })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Switch to Latch Devnet' }),
    )
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((x) => x.textContent)).toContain(
        'You rejected the request in your wallet.',
      ),
    )
    expect(
      screen.getByRole('button', { name: 'Switch to Latch Devnet' }),
    ).toBeTruthy()
  })
})
