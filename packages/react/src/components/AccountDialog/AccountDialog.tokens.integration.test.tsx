import { connectWallet, sendWalletTransaction } from '@latch/core'
import { devnetContracts } from '@latch/devnet'
import { createDevWallet } from '@latch/devnet/browser'
import {
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import {
  act,
  cleanup,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react'
import type { ReactNode } from 'react'
import { encodeFunctionData, erc20Abi, getAddress, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { useTokenBalances } from '../../hooks/useTokenBalances.ts'
import { LatchProvider } from '../../LatchProvider.tsx'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { AccountDialog } from './AccountDialog.tsx'

const token = devnetContracts.demoToken
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// No code there: its balanceOf answers nothing.
const nothing = getAddress('0x000000000000000000000000000000000000dead')

let devnet: TestDevnet
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(() => {
  cleanup()
  for (const undo of cleanups.splice(0)) undo()
  localStorage.clear()
})

/** The button showing the demo token's balance, and the account dialog, for alice. */
async function page() {
  const latch = createTestConfig(devnet, {
    storage: localStorage,
    tokens: { 13370: [token, nothing] },
    transactions: { pollingInterval: 100 },
  })
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  render(
    <LatchProvider config={latch}>
      <ConnectButton showBalance={{ token }} />
      <AccountDialog open onClose={() => {}} />
    </LatchProvider>,
  )
  await act(() => connectWallet(latch, { connectorId: 'dev.latch.test' }))
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  return {
    latch,
    dialog,
    list: () => screen.queryByRole('list', { name: 'Token balances' }),
    button: () =>
      document.querySelector<HTMLElement>('.latch-account-button')
        ?.textContent ?? '',
  }
}

test('the dialog lists 1,000 LATCH and the non-contract as unavailable; the button shows 1,000 LATCH; both update after a transfer', async () => {
  const { latch, list, button } = await page()
  await waitFor(
    () => {
      const items = [...(list()?.querySelectorAll('li') ?? [])].map(
        (x) => x.textContent,
      )
      expect(items).toEqual(['1,000 LATCH', '0x0000…dEaD Unavailable'])
      expect(button()).toContain('1,000 LATCH')
    },
    { timeout: 10_000 },
  )
  await act(() =>
    sendWalletTransaction(latch, {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob, parseEther('250')],
      }),
      description: 'Send 250 LATCH to Bob',
    }),
  )
  await waitFor(
    () => {
      expect(list()?.querySelector('li')?.textContent).toBe('750 LATCH')
      expect(button()).toContain('750 LATCH')
    },
    { timeout: 10_000 },
  )
})

test('ConnectButton.Custom: account.balances, read only once a render uses it', async () => {
  const latch = createTestConfig(devnet, {
    tokens: { 13370: [{ address: token, symbol: 'DEMO' }, nothing] },
  })
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  let reading = false
  const seen: unknown[] = []
  render(
    <LatchProvider config={latch}>
      <ConnectButton.Custom>
        {({ account }) => {
          if (reading) seen.push(account?.balances)
          return <p>{account?.displayName}</p>
        }}
      </ConnectButton.Custom>
    </LatchProvider>,
  )
  await act(() => connectWallet(latch, { connectorId: 'dev.latch.test' }))
  await waitFor(() => expect(screen.getByText('alice.eth')).toBeTruthy())
  const tokenQueries = () =>
    latch.latch.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['tokenBalances'] })
  // Not used: not read.
  expect(tokenQueries().map((x) => x.state.fetchStatus)).toEqual(['idle'])
  expect(tokenQueries()[0]!.state.data).toBeUndefined()
  reading = true
  cleanup()
  render(
    <LatchProvider config={latch}>
      <ConnectButton.Custom>
        {({ account }) => {
          seen.push(account?.balances)
          return <p>{account?.displayName}</p>
        }}
      </ConnectButton.Custom>
    </LatchProvider>,
  )
  await waitFor(
    () =>
      expect(seen.at(-1)).toEqual([
        {
          address: token,
          symbol: 'DEMO',
          decimals: 18,
          // What an earlier test left alice (it sends some).
          value: expect.any(BigInt),
        },
        { address: nothing, status: 'unavailable' },
      ]),
    { timeout: 10_000 },
  )
})

test('useTokenBalances: the connected account’s balances on its chain, and another chain’s on demand', async () => {
  const latch = createTestConfig(devnet, {
    tokens: { 13370: [token], 13371: [token] },
  })
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  await connectWallet(latch, { connectorId: 'dev.latch.test' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider config={latch}>{children}</LatchProvider>
  )
  const first = renderHook(() => useTokenBalances(), { wrapper })
  await waitFor(() =>
    expect(first.result.current.data).toEqual([
      {
        address: token,
        symbol: 'LATCH',
        decimals: 18,
        value: expect.any(BigInt),
      },
    ]),
  )
  // No contract at that address on the second chain.
  const second = renderHook(() => useTokenBalances({ chainId: 13_371 }), {
    wrapper,
  })
  await waitFor(() =>
    expect(second.result.current.data).toEqual([
      { address: token, status: 'unavailable' },
    ]),
  )
})

test('axe finds nothing in the dialog with its tokens (contrast is the end-to-end run’s, in Chromium)', async () => {
  const { default: axe } = await import('axe-core')
  const { dialog, list } = await page()
  await waitFor(() => expect(list()?.textContent).toContain('LATCH'), {
    timeout: 10_000,
  })
  const results = await axe.run(dialog, {
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(results.violations.map((x) => `${x.id}: ${x.nodes.length}`)).toEqual(
    [],
  )
  expect(results.passes.length).toBeGreaterThan(0)
})
