import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  setupWallet,
  testChain,
  testChain2,
  unknownToWallet,
} from '../../../test/setupWallet.tsx'
import { drawnChainIcon } from '../../icons/drawnChainIcon.ts'
import { NetworkMenu } from '../NetworkMenu/NetworkMenu.tsx'
import { NetworkDialog } from './NetworkDialog.tsx'

afterEach(cleanup)

/** Each chain's button in the group *Network*: its name → its icon's URL, or `'dot'`. */
function icons(container: HTMLElement) {
  const group = within(container).getByRole('group', { name: 'Network' })
  return Object.fromEntries(
    within(group)
      .getAllByRole('button')
      .map((button) => [
        button.querySelector('.latch-network-menu__name')?.textContent,
        button.querySelector('img')?.getAttribute('src') ??
          (button.querySelector('.latch-network-menu__dot') ? 'dot' : null),
      ]),
  )
}

describe('NetworkDialog', () => {
  test('each chain shows Latch’s drawing of it, with the dialog: nothing more to load', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<NetworkDialog open onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Switch network' })
    expect(icons(dialog)).toEqual({
      [testChain.name]: drawnChainIcon(testChain.id),
      [testChain2.name]: drawnChainIcon(testChain2.id),
      [unknownToWallet.name]: drawnChainIcon(unknownToWallet.id),
    })
    for (const image of dialog.querySelectorAll('img')) {
      expect(image.getAttribute('alt')).toBe('')
      expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    }
  })

  test('a chain’s own iconUrl wins over the drawing', async () => {
    const setup = await setupWallet({
      connected: true,
      iconUrls: { [testChain2.id]: '/icons/second.svg' },
    })
    setup.render(<NetworkDialog open onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Switch network' })
    expect(icons(dialog)).toMatchObject({
      [testChain.name]: drawnChainIcon(testChain.id),
      [testChain2.name]: '/icons/second.svg',
    })
  })

  test('NetworkMenu, in the page, keeps its dots: the icons come with the dialog’s code', async () => {
    const setup = await setupWallet({
      connected: true,
      iconUrls: { [testChain2.id]: 'https://example.com/second.svg' },
    })
    const { container } = setup.render(<NetworkMenu />)
    expect(icons(container)).toEqual({
      [testChain.name]: 'dot',
      [testChain2.name]: 'dot',
      [unknownToWallet.name]: 'dot',
    })
  })
})
