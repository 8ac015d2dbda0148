import '../../../test/dialogModules.ts'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import {
  setupWallet,
  testBalance,
  testChain,
  unsupportedChain,
} from '../../../test/setupWallet.tsx'
import { LatchProvider } from '../../LatchProvider.tsx'
import { ConnectButton } from './ConnectButton.tsx'
import type { ConnectButtonRenderProps } from './ConnectButtonCustom.tsx'

afterEach(cleanup)

/** Renders `ConnectButton.Custom`, keeping the last props it handed over. */
function custom() {
  const seen: { last?: ConnectButtonRenderProps } = {}
  const ui = (
    <ConnectButton.Custom>
      {(props) => {
        seen.last = props
        return (
          <div>
            <button type="button" onClick={props.openConnectDialog}>
              Mine: connect
            </button>
            <button type="button" onClick={props.openAccountDialog}>
              Mine: account
            </button>
            <button type="button" onClick={props.openNetworkDialog}>
              Mine: network
            </button>
          </div>
        )
      }}
    </ConnectButton.Custom>
  )
  return { seen, ui }
}

describe('ConnectButton.Custom', () => {
  test('disconnected: no account, no chain; mounted and ready; openConnectDialog opens Connect a wallet', async () => {
    const setup = await setupWallet()
    const { seen, ui } = custom()
    setup.render(ui)
    expect(seen.last).toMatchObject({
      account: undefined,
      chain: undefined,
      status: 'disconnected',
      mounted: true,
      ready: true,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Mine: connect' }))
    expect(
      await screen.findByRole('dialog', { name: 'Connect a wallet' }),
    ).toBeTruthy()
  })

  test('connected: the account with its balance, the chain; openAccountDialog and openNetworkDialog open theirs', async () => {
    const setup = await setupWallet({ connected: true })
    const { seen, ui } = custom()
    setup.render(ui)
    await waitFor(() => expect(seen.last?.account?.balance).toBeDefined())
    expect(seen.last).toMatchObject({
      account: {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        displayName: '0xf39F…2266',
        ensName: undefined,
        avatar: undefined,
        balance: {
          formatted: '12.5 ETH',
          value: testBalance,
          decimals: 18,
          symbol: 'ETH',
        },
      },
      chain: {
        id: testChain.id,
        name: 'Latch Devnet',
        unsupported: false,
        icon: undefined,
      },
      status: 'connected',
      mounted: true,
      ready: true,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Mine: account' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Mine: network' }))
    expect(
      await screen.findByRole('dialog', { name: 'Switch network' }),
    ).toBeTruthy()
  })

  test('on an unsupported chain: chain.unsupported, its id as name, no balance', async () => {
    const setup = await setupWallet({ connected: true })
    const { seen, ui } = custom()
    setup.render(ui)
    act(() => setup.wallet.control.switchChain(unsupportedChain.id))
    await waitFor(() => expect(seen.last?.chain?.unsupported).toBe(true))
    expect(seen.last?.chain).toEqual({
      id: unsupportedChain.id,
      name: `Chain ${unsupportedChain.id}`,
      unsupported: true,
      icon: undefined,
    })
    expect(seen.last?.account?.balance).toBeUndefined()
  })

  test('while a stored session is restored: the account, not yet ready', async () => {
    const setup = await setupWallet({ connected: true })
    setup.config.setState((x) => ({ ...x, status: 'reconnecting' }))
    const { seen, ui } = custom()
    setup.render(ui)
    expect(seen.last).toMatchObject({
      status: 'reconnecting',
      mounted: true,
      ready: false,
    })
    expect(seen.last?.account?.displayName).toBe('0xf39F…2266')
  })

  test('on the server: not mounted, not ready, no account, whatever the wallet', async () => {
    const setup = await setupWallet({ connected: true })
    const { seen, ui } = custom()
    renderToString(<LatchProvider config={setup.config}>{ui}</LatchProvider>)
    expect(seen.last).toMatchObject({
      account: undefined,
      chain: undefined,
      status: 'disconnected',
      mounted: false,
      ready: false,
    })
  })
})
