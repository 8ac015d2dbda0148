// A module graph of its own (`.fresh.`): The dialogs' code not loaded yet.
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setupWallet } from '../../test/setupWallet.tsx'
import { useNetworkDialog } from '../hooks/useNetworkDialog.ts'
import { dialogLoaders } from './dialogLoaders.ts'

afterEach(cleanup)

/** A dapp's own network button, and a field focus may move to meanwhile. */
function Page() {
  const network = useNetworkDialog()
  return (
    <>
      <button type="button" onClick={network.open}>
        Chains
      </button>
      <input aria-label="Search" />
    </>
  )
}

// A file of its own: the network dialog's code must not be loaded yet.
test('focus returns to the element active at open(), even when focus moved while the dialog’s code loaded', async () => {
  expect(dialogLoaders.network.loaded).toBe(false)
  const setup = await setupWallet({ connected: true })
  setup.render(<Page />)
  const opener = screen.getByRole('button', { name: 'Chains' })
  opener.focus()
  act(() => fireEvent.click(opener))
  // Before the chunk arrives, the visitor moves on.
  screen.getByRole('textbox', { name: 'Search' }).focus()
  const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
  expect(dialogLoaders.network.loaded).toBe(true)
  fireEvent.click(
    dialog.querySelector<HTMLElement>('.latch-dialog__close') as HTMLElement,
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(opener)
})
