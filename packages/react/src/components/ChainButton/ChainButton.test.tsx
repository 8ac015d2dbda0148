import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupWallet, testChain } from '../../../test/setupWallet.tsx'
import { drawnChainIcon } from '../../icons/drawnChainIcon.ts'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'

afterEach(cleanup)

/** The icon the chain button shows: an image's URL, else `'dot'`. */
function shownIcon(button: HTMLElement): string | undefined {
  const icon = button.querySelector('.latch-chain-button__icon')
  const image = icon?.querySelector('img')
  if (image) return image.getAttribute('src') ?? undefined
  return icon?.querySelector('.latch-chain-button__dot') ? 'dot' : undefined
}

describe('ChainButton', () => {
  test('chainStatus="icon": a chain that brings no icon shows Latch’s drawing of it, its name still the button’s', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<ConnectButton chainStatus="icon" />)
    const chain = screen.getByRole('button', { name: 'Latch Devnet' })
    const drawing = drawnChainIcon(testChain.id)
    expect(drawing).toMatch(/^data:image\/svg\+xml,/)
    await waitFor(() => expect(shownIcon(chain)).toBe(drawing))
  })

  test('a chain’s own iconUrl wins over the drawing, a path on the page’s origin as well as a data URI', async () => {
    const setup = await setupWallet({
      connected: true,
      iconUrls: { [testChain.id]: '/icons/devnet.svg' },
    })
    setup.render(<ConnectButton chainStatus="full" />)
    const chain = screen.getByRole('button', { name: 'Latch Devnet' })
    await waitFor(() => expect(shownIcon(chain)).toBe('/icons/devnet.svg'))
  })

  test('an iconUrl Latch does not show (another scheme) leaves the drawing', async () => {
    const setup = await setupWallet({
      connected: true,
      iconUrls: { [testChain.id]: 'javascript:alert(1)' },
    })
    setup.render(<ConnectButton chainStatus="icon" />)
    const chain = screen.getByRole('button', { name: 'Latch Devnet' })
    await waitFor(() =>
      expect(shownIcon(chain)).toBe(drawnChainIcon(testChain.id)),
    )
  })
})
