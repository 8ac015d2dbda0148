// A module graph of its own (`.fresh.`): Latch's drawings of chains not
// loaded yet (their chunk is fetched by the first chain button that shows one).
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setupWallet, testChain } from '../../../test/setupWallet.tsx'
import { drawnChainIcon } from '../../icons/drawnChainIcon.ts'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'

afterEach(cleanup)

test('the chain button keeps its dot until the drawings are there, then shows the chain’s', async () => {
  const setup = await setupWallet({ connected: true })
  setup.render(<ConnectButton chainStatus="icon" />)
  const chain = screen.getByRole('button', { name: 'Latch Devnet' })
  const icon = chain.querySelector('.latch-chain-button__icon')!
  expect(icon.querySelector('.latch-chain-button__dot')).not.toBeNull()
  expect(icon.querySelector('img')).toBeNull()
  await waitFor(() =>
    expect(icon.querySelector('img')?.getAttribute('src')).toBe(
      drawnChainIcon(testChain.id),
    ),
  )
  expect(icon.querySelector('.latch-chain-button__dot')).toBeNull()
})
