import '../../test/dialogModules.ts'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupWallet, testChain, testChain2 } from '../../test/setupWallet.tsx'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.tsx'
import { useAccountDialog } from '../hooks/useAccountDialog.ts'
import { useConnectDialog } from '../hooks/useConnectDialog.ts'
import { useNetworkDialog } from '../hooks/useNetworkDialog.ts'

afterEach(cleanup)

/** A dapp's own button, far from any ConnectButton. */
function BuyButton() {
  const dialog = useConnectDialog()
  return (
    <button type="button" onClick={dialog.open} data-open={dialog.isOpen}>
      Buy
    </button>
  )
}

/** Opens `which` as soon as it mounts, before anything else renders. */
function OpenOnMount({ which }: { which: 'connect' | 'account' | 'network' }) {
  const connect = useConnectDialog()
  const account = useAccountDialog()
  const network = useNetworkDialog()
  const dialog = { connect, account, network }[which]
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => dialog.open(), [])
  return null
}

/** What the dialog hooks last returned to `Probe`. */
const probe: {
  account?: ReturnType<typeof useAccountDialog>
  network?: ReturnType<typeof useNetworkDialog>
} = {}

/** Reads the account's dialog hooks, for the test to call. */
function Probe() {
  probe.account = useAccountDialog()
  probe.network = useNetworkDialog()
  return null
}

describe('the dialogs from anywhere: LatchProvider renders them, hooks open them', () => {
  test('useConnectDialog: a dapp’s own button opens the connect dialog, no ConnectButton on the page; Close returns focus to it', async () => {
    const setup = await setupWallet()
    setup.render(<BuyButton />)
    const buy = screen.getByRole('button', { name: 'Buy' })
    expect(buy.dataset.open).toBe('false')
    buy.focus()
    fireEvent.click(buy)
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    expect(buy.dataset.open).toBe('true')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(buy)
    expect(buy.dataset.open).toBe('false')
  })

  test('opened in an effect on mount, before any button exists: it shows once its code is there; closed, focus is on the body', async () => {
    const setup = await setupWallet()
    setup.render(<OpenOnMount which="connect" />)
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    expect(screen.queryAllByRole('button', { name: 'Connect wallet' })).toEqual(
      [],
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(document.body)
  })

  test('connecting closes the connect dialog opened from a hook, and announces it', async () => {
    const setup = await setupWallet()
    setup.render(<BuyButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    fireEvent.click(await screen.findByRole('button', { name: /^Test Wallet/ }))
    await waitFor(() => expect(setup.config.state.status).toBe('connected'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      screen
        .getAllByRole('status')
        .some((x) => x.textContent === 'Connected with Test Wallet.'),
    ).toBe(true)
  })

  test('the hook and the ConnectButton open the same dialog, rendered once', async () => {
    const setup = await setupWallet()
    setup.render(
      <>
        <ConnectButton />
        <BuyButton />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(document.querySelectorAll('dialog')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect(document.querySelectorAll('dialog')).toHaveLength(1)
  })

  test('useAccountDialog while connected: the account dialog; a disconnect closes it', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<OpenOnMount which="account" />)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(dialog.textContent).toContain(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    act(() => setup.wallet.control.disconnect())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('useAccountDialog and useNetworkDialog without an account: nothing opens', async () => {
    const setup = await setupWallet()
    setup.render(<Probe />)
    act(() => probe.account?.open())
    act(() => probe.network?.open())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(probe.account?.isOpen).toBe(false)
    expect(probe.network?.isOpen).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('useNetworkDialog: Switch network, with the group Network; choosing a chain switches the wallet; close() closes it', async () => {
    const setup = await setupWallet({ connected: true })
    setup.render(<Probe />)
    act(() => probe.network?.open())
    const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
    const group = within(dialog).getByRole('group', { name: 'Network' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((x) => x.querySelector('.latch-network-menu__name')?.textContent),
    ).toEqual(['Latch Devnet', 'Latch Devnet 2', 'Sepolia'])
    expect(setup.config.state.chainId).toBe(testChain.id)
    fireEvent.click(
      within(group).getByRole('button', { name: /^Latch Devnet 2/ }),
    )
    await waitFor(() => expect(setup.config.state.chainId).toBe(testChain2.id))
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Switched to Latch Devnet 2.',
      ),
    )
    expect(probe.network?.isOpen).toBe(true)
    act(() => probe.network?.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(probe.network?.isOpen).toBe(false)
  })
})
