import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupWallet, testChain } from '../../../test/setupWallet.tsx'
import { SendCallsButton } from './SendCallsButton.tsx'

afterEach(cleanup)

// The wallet is never asked to send here: the paymaster is named, not called
// (a refusing paymaster is e2e/sponsorship.spec.ts's).
const paymasters = { [testChain.id]: 'http://127.0.0.1:9/paymaster' }
const bundlerUrl = 'http://127.0.0.1:9/bundler'
const calls = [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const }]

function Pay(props: { sponsorship?: 'required' | 'optional' }) {
  return (
    <SendCallsButton calls={calls} description="Pay" {...props}>
      Pay
    </SendCallsButton>
  )
}

describe('SendCallsButton: who pays the gas, said before the wallet opens', () => {
  test('a paymaster for the chain and a wallet that takes it: Gas paid by {app}, describing the button', async () => {
    const setup = await setupWallet({ connected: true, bundlerUrl, paymasters })
    setup.render(<Pay />)
    const line = await screen.findByText('Gas paid by Latch')
    expect(
      screen
        .getByRole('button', { name: 'Pay' })
        .getAttribute('aria-describedby'),
    ).toBe(line.id)
  })

  test('a wallet without paymasterService: You pay the gas', async () => {
    const setup = await setupWallet({ connected: true, bundlerUrl, paymasters })
    setup.wallet.control.setCapabilities({ paymasterService: false })
    setup.render(<Pay />)
    expect(await screen.findByText('You pay the gas')).toBeTruthy()
    expect(screen.queryByText(/Gas paid by/)).toBeNull()
  })

  test('no paymaster named: no line, the visitor pays as always', async () => {
    const setup = await setupWallet({ connected: true, bundlerUrl })
    setup.render(<Pay />)
    await waitFor(() =>
      expect(
        setup.wallet.control.requests({ method: 'wallet_getCapabilities' }),
      ).toEqual([]),
    )
    expect(screen.queryByText(/gas/i)).toBeNull()
  })

  test("'required' and a wallet without paymasterService: the alert in the visitor's words, and the wallet is never asked to send", async () => {
    const setup = await setupWallet({ connected: true, bundlerUrl, paymasters })
    setup.wallet.control.setCapabilities({ paymasterService: false })
    setup.render(<Pay sponsorship="required" />)
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Latch cannot pay the gas for this wallet on this network. Nothing was sent.',
      ),
    )
    expect(
      setup.wallet.control.requests({ method: 'wallet_sendCalls' }),
    ).toEqual([])
  })
})
