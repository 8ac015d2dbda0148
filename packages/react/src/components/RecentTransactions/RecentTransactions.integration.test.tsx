import { connectWallet, getRecentTransactions } from '@latch/core'
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
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { LatchProvider } from '../../LatchProvider.tsx'
import { AccountButton } from '../AccountButton/AccountButton.tsx'
import { AccountDialog } from '../AccountDialog/AccountDialog.tsx'
import { SendCallsButton } from '../SendCallsButton/SendCallsButton.tsx'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let devnet: TestDevnet
const cleanups: (() => void | Promise<void>)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(async () => {
  cleanup()
  for (const undo of cleanups.splice(0).reverse()) await undo()
  localStorage.clear()
})

async function page(calls: 'atomic' | 'unsupported') {
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
    calls,
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  cleanups.push(async () => {
    await wallet.control.setAutomine(true)
  })
  const latch = createTestConfig(devnet, {
    storage: localStorage,
    transactions: { pollingInterval: 100 },
  })
  render(
    <LatchProvider config={latch}>
      <AccountButton onClick={() => {}} />
      <SendCallsButton
        calls={[
          { to: bob, value: 1n },
          { to: bob, value: 2n },
        ]}
        description="Pay Bob twice"
      >
        Pay
      </SendCallsButton>
      <AccountDialog open onClose={() => {}} />
    </LatchProvider>,
  )
  await act(() => connectWallet(latch, { connectorId: 'dev.latch.test' }))
  return { latch, wallet }
}

test.each([
  ['atomic', 'Sent as one transaction: all calls or none.'],
  ['unsupported', 'Sent one by one: a transaction per call.'],
] as const)(
  'a batch sent from the button, wallet mode %s: the UI says how, the button counts it pending, the list follows it to Confirmed, Clear empties it',
  async (mode, said) => {
    const { latch, wallet } = await page(mode)
    await wallet.control.setAutomine(false)
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(screen.getByText(said)).toBeTruthy(), {
      timeout: 10_000,
    })
    const dialog = screen.getByRole('dialog', { name: 'Account' })
    const list = () =>
      dialog.querySelector<HTMLElement>('section[aria-labelledby]')
    // The list is a chunk of its own: it may still be loading.
    await waitFor(() =>
      expect(list()?.textContent).toContain('Recent transactions'),
    )
    await waitFor(() => {
      expect(
        screen.getByRole('button', { name: /alice\.eth.*1 pending/ }),
      ).toBeTruthy()
      expect(list()?.textContent).toContain('Pay Bob twice')
      expect(list()?.textContent).toContain('Pending')
    })
    // One by one, the wallet is sent each call as the one before is mined.
    for (let block = 0; block < 2; block++) await wallet.control.mine()
    await waitFor(() => expect(list()?.textContent).toContain('Confirmed'), {
      timeout: 10_000,
    })
    expect(screen.queryByRole('button', { name: /pending/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() =>
      expect(list()?.textContent).toContain(
        'Transactions you send appear here.',
      ),
    )
    expect(getRecentTransactions(latch)).toEqual([])
  },
)

test('a refusal in the wallet: an alert, and nothing listed', async () => {
  const { latch, wallet } = await page('atomic')
  wallet.control.rejectNext({ method: 'wallet_sendCalls' })
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((x) => x.textContent)).toContain(
      'You rejected the request in your wallet.',
    ),
  )
  expect(getRecentTransactions(latch)).toEqual([])
})

/** A list as another tab (or an earlier visit) stored it: settled items only. */
function storeList(account: string, chainId: number, items: unknown[]) {
  localStorage.setItem(
    `latch.transactions.${account.slice(2).toLowerCase()}.${chainId}`,
    JSON.stringify({ v: 1, items }),
  )
}

const hash = (digit: string) => `0x${digit.repeat(64)}`

test('View on explorer: the chain’s explorer at the transaction mined (the replacement, a batch’s last), in a new tab without opener or referrer; no link on a chain without an explorer; a batch the wallet never executed says so', async () => {
  const chain = devnet.chains[0]
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  const withExplorer = {
    ...chain,
    // A trailing slash, as some chains' definitions have it.
    blockExplorers: {
      default: { name: 'Devscan', url: 'https://devscan.example/' },
    },
  }
  const render_ = (explorer: boolean) => {
    const latch = createTestConfig(devnet, {
      storage: localStorage,
      chains: [
        explorer ? withExplorer : { ...chain, blockExplorers: undefined },
      ],
    })
    render(
      <LatchProvider config={latch}>
        <AccountDialog open onClose={() => {}} />
      </LatchProvider>,
    )
    return latch
  }
  const account = wallet.control.state().address
  const now = Date.now()
  storeList(account, chain.id, [
    {
      id: hash('a'),
      kind: 'transaction',
      description: 'Sent',
      status: 'confirmed',
      addedAt: now,
    },
    {
      id: hash('b'),
      kind: 'transaction',
      description: 'Sped up',
      status: 'replaced',
      replacedBy: hash('c'),
      addedAt: now - 1,
    },
    {
      id: 'batch-1',
      kind: 'calls',
      description: 'Batch',
      status: 'confirmed',
      hashes: [hash('d'), hash('e')],
      addedAt: now - 2,
    },
    {
      id: 'batch-2',
      kind: 'calls',
      description: 'Never sent',
      status: 'cancelled',
      addedAt: now - 3,
    },
  ])

  const latch = render_(true)
  await act(() => connectWallet(latch, { connectorId: 'dev.latch.test' }))
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  const items = async () => {
    let found: HTMLElement[] = []
    await waitFor(() => {
      found = [...dialog.querySelectorAll('li.latch-transactions__item')].map(
        (x) => x as HTMLElement,
      )
      expect(found).toHaveLength(4)
    })
    return found
  }
  const links = (await items()).map((item) =>
    item.querySelector('a.latch-transactions__link'),
  )
  expect(links.map((a) => a?.getAttribute('href'))).toEqual([
    `https://devscan.example/tx/${hash('a')}`,
    `https://devscan.example/tx/${hash('c')}`,
    `https://devscan.example/tx/${hash('e')}`,
    // Nothing was mined: nothing to show on the explorer.
    undefined,
  ])
  for (const a of links.slice(0, 3)) {
    expect(a?.textContent).toBe('View on explorer')
    expect(a?.getAttribute('target')).toBe('_blank')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer')
  }
  const never = (await items())[3]!
  expect(never.textContent).toContain('Cancelled')
  expect(never.textContent).toContain(
    'The wallet did not execute it: nothing was sent.',
  )
  expect(never.textContent).not.toContain('Failed')
  cleanup()

  // The same list on a chain without an explorer: no link at all.
  const plain = render_(false)
  await act(() => connectWallet(plain, { connectorId: 'dev.latch.test' }))
  const again = screen.getByRole('dialog', { name: 'Account' })
  await waitFor(() =>
    expect(again.querySelectorAll('li.latch-transactions__item')).toHaveLength(
      4,
    ),
  )
  expect(again.querySelectorAll('a')).toHaveLength(0)
})
