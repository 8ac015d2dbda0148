// A module graph of its own (`.fresh.`): Base Account's SDK not downloaded yet, and its popup's state (kept in
// its modules) its own.
import { baseAccount, coinbaseWallet } from '@latch/core'
import { createDevWallet, devAccount } from '@latch/devnet/browser'
import { baseAccountWindow, installBaseAccountWindow } from '@latch/testing'
import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import {
  setupWallet,
  testChain,
  testChain2,
} from '../../../test/setupWallet.tsx'
import { ConnectDialog } from './ConnectDialog.tsx'

// The connect dialog with Base Account: the real @base-org/account SDK,
// its window at keys.coinbase.com a stand-in (`baseAccountWindow`) with the
// Dev wallet behind it.

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const undo of cleanups.splice(0)) undo()
  localStorage.clear()
})

/** What assistive technology reads after a button's name. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
}

async function setup() {
  const chains = [testChain, testChain2].map(({ id, name }) => ({
    id,
    name,
    rpcUrl: 'http://127.0.0.1:9',
  }))
  const wallet = createDevWallet({
    chains,
    info: { name: 'Base Account stand-in', rdns: 'dev.latch.base' },
  })
  const standIn = baseAccountWindow({ wallet: wallet.provider, chains })
  let clickTask = false
  const window_ = installBaseAccountWindow(window, standIn, () => clickTask)
  cleanups.push(window_.restore)
  // The task the visitor's click runs in, marked as it starts.
  const onClick = () => {
    clickTask = true
    setTimeout(() => {
      clickTask = false
    }, 0)
  }
  document.addEventListener('click', onClick, true)
  cleanups.push(() => document.removeEventListener('click', onClick, true))
  const latch = await setupWallet({
    wallet: false,
    wallets: [baseAccount(), coinbaseWallet()],
  })
  return { ...latch, standIn, opened: window_.opened }
}

const baseAccountId = baseAccount().id

test('listed beside the older Coinbase Wallet, each described; nothing of its SDK loads while the dialog waits closed', async () => {
  const { render, config } = await setup()
  // Rendered closed, as LatchDialogs prepares it once the page is idle.
  render(<ConnectDialog open={false} onClose={() => {}} />)
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(config.connectors.map((x) => x.id)).not.toContain(baseAccountId)
  cleanup()

  render(<ConnectDialog open onClose={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  expect(
    descriptionOf(
      within(dialog).getByRole('button', { name: /^Base Account/ }),
    ),
  ).toBe('Opens a Base Account window')
  expect(
    descriptionOf(
      within(dialog).getByRole('button', { name: /^Coinbase Wallet/ }),
    ),
  ).toBe('Older Coinbase Wallet connection')
})

test('opened, the dialog loads no SDK; pointing at Base Account loads its SDK, and the click on it opens keys.coinbase.com in the click’s own task, and connects', async () => {
  const { render, config, opened, standIn } = await setup()
  render(<ConnectDialog open onClose={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  const option = within(dialog).getByRole('button', { name: /^Base Account/ })
  // Open, and nothing of Base Account loaded: the visitor has not gone for it.
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(config.connectors.map((x) => x.id)).not.toContain(baseAccountId)
  // Pointing at the other wallet loads nothing of Base Account either.
  fireEvent.pointerEnter(
    within(dialog).getByRole('button', { name: /^Coinbase Wallet/ }),
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(config.connectors.map((x) => x.id)).not.toContain(baseAccountId)
  // Pointing at it prepares it: the connector registered, its provider
  // made (the SDK loaded), nothing opened or asked.
  fireEvent.pointerEnter(option)
  await waitFor(
    () => {
      const connector = config.connectors.find((x) => x.id === baseAccountId)
      expect(
        (
          connector as { getLoadedProvider?: () => unknown } | undefined
        )?.getLoadedProvider?.(),
      ).toBeDefined()
    },
    { timeout: 15_000 },
  )
  expect(opened).toEqual([])

  fireEvent.click(option)
  await waitFor(() => expect(config.state.status).toBe('connected'), {
    timeout: 15_000,
  })
  expect(opened.map((x) => x.inTask)).toEqual([true])
  expect(standIn.requests.map((x) => x.method)).toEqual(['wallet_connect'])
  const connection = [...config.state.connections.values()][0]
  expect(connection?.accounts).toEqual([devAccount(0).address])
  expect(connection?.connector.id).toBe(baseAccountId)
}, 30_000)
