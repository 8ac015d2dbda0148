// A module graph of its own (`.fresh.`): the visitor has not acted on the page yet.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setupWallet, testChain } from '../../../test/setupWallet.tsx'
import { SendCallsButton } from './SendCallsButton.tsx'

afterEach(cleanup)

// A restored WalletConnect session would ask its wallet over the relay, a
// third party: nothing is asked of the wallet before the visitor's first
// click, tap or key press; then the line says who pays.
test('the wallet is asked its capabilities only once the visitor acts; then the line says who pays', async () => {
  const setup = await setupWallet({
    connected: true,
    bundlerUrl: 'http://127.0.0.1:9/bundler',
    paymasters: { [testChain.id]: 'http://127.0.0.1:9/paymaster' },
  })
  setup.render(
    <SendCallsButton calls={[]} description="Nothing">
      Pay
    </SendCallsButton>,
  )
  await screen.findByRole('button', { name: 'Pay' })
  // Long enough for a query to have been sent, were it enabled.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(
    setup.wallet.control.requests({ method: 'wallet_getCapabilities' }),
  ).toEqual([])
  expect(screen.queryByText(/gas/i)).toBeNull()

  fireEvent.pointerDown(window)
  expect(await screen.findByText('Gas paid by Latch')).toBeTruthy()
  await waitFor(() =>
    expect(
      setup.wallet.control.requests({ method: 'wallet_getCapabilities' }),
    ).toHaveLength(1),
  )
})
