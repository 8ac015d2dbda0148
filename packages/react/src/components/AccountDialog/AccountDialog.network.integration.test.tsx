import { connectWallet, failedReadRetryInterval } from '@latch/core'
import { nodeTimeout } from '@latch/core/internal'
import {
  devnetContracts,
  type FaultyNode,
  startFaultyNode,
} from '@latch/devnet'
import { createDevWallet } from '@latch/devnet/browser'
import {
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { Address, Chain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { LatchProvider } from '../../LatchProvider.tsx'
import { AccountButton } from '../AccountButton/AccountButton.tsx'
import { AccountDialog } from './AccountDialog.tsx'

const unreachable =
  'Latch Devnet cannot be reached right now. Trying again until it answers.'

let devnet: TestDevnet
let node: FaultyNode
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
  node = await startFaultyNode({
    target: devnet.anvils[0].rpcUrl,
    // The test page's own origin, as `npm start` lets its page in.
    origins: [location.origin],
  })
})
afterAll(async () => {
  await node?.stop()
  await devnet?.stop()
})
afterEach(() => {
  cleanup()
  for (const undo of cleanups.splice(0)) undo()
  node.setMode({ http: 'ok' })
  localStorage.clear()
})

// viem's HTTP transport tries a failing node 4 times (~2 s) before it gives
// up, and waits `nodeTimeout` for one that hangs: the message shows then.

/**
 * The account button and dialog on the app's real config and transport
 * (`createTransport`), the first chain's only node behind the faulty node.
 * The wallet keeps a node of its own: only the app's reads fail.
 */
async function openAccount(tokens?: Record<number, readonly Address[]>) {
  const [first, second] = devnet.chains
  const chains: readonly [Chain, Chain] = [
    { ...first, rpcUrls: { default: { http: [node.httpUrl] } } },
    second,
  ]
  const latch = createTestConfig(devnet, { chains, tokens })
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, 'eip6963'))
  render(
    <LatchProvider config={latch}>
      <AccountButton onClick={() => {}} />
      <AccountDialog open onClose={() => {}} />
    </LatchProvider>,
  )
  await act(() =>
    connectWallet(latch, {
      connectorId: 'dev.latch.test',
    }),
  )
  return {
    dialog: screen.getByRole('dialog', { name: 'Account' }),
    button: () =>
      screen.getByRole('button', { name: /Latch Devnet/, hidden: true }),
  }
}

function balanceOf(dialog: HTMLElement) {
  const term = [...dialog.querySelectorAll('dt')].find(
    (dt) => dt.textContent === 'Balance',
  )
  return term?.nextElementSibling?.textContent
}

function statuses(dialog: HTMLElement) {
  return [...dialog.querySelectorAll('[role="status"]')].map(
    (x) => x.textContent,
  )
}

describe('every node of the chain down', () => {
  test('healthy: the balance and the ENS name, no network message', async () => {
    const { dialog, button } = await openAccount()
    await waitFor(() => expect(balanceOf(dialog)).toMatch(/ETH$/))
    await waitFor(() => expect(button().textContent).toContain('alice.eth'))
    expect(statuses(dialog)).not.toContain(unreachable)
  })

  test('refused: the dialog says the network is unavailable, the button shows the address; both recover by themselves', async () => {
    node.setMode({ http: 'down' })
    const { dialog, button } = await openAccount()
    await waitFor(() => expect(statuses(dialog)).toContain(unreachable), {
      timeout: nodeTimeout * 2,
    })
    expect(balanceOf(dialog)).toBe('Unavailable')
    // The name lookup failed too: the short address stands in, quietly.
    await waitFor(() => expect(button().textContent).toContain('0xf39F…2266'))
    expect(button().textContent).not.toContain('alice.eth')
    // A polite status, no alarm: nothing the visitor did went wrong.
    expect(
      screen
        .queryAllByRole('alert', { hidden: true })
        .map((x) => x.textContent)
        .join(''),
    ).toBe('')

    node.setMode({ http: 'ok' })
    await waitFor(() => expect(balanceOf(dialog)).toMatch(/ETH$/), {
      timeout: failedReadRetryInterval * 2,
    })
    expect(statuses(dialog)).not.toContain(unreachable)
    await waitFor(() => expect(button().textContent).toContain('alice.eth'), {
      timeout: failedReadRetryInterval * 2,
    })
  }, 30_000)

  test('refused: the tokens are not listed as unavailable (the read, not the tokens, failed); they come with the node', async () => {
    node.setMode({ http: 'down' })
    const { dialog } = await openAccount({
      13370: [devnetContracts.demoToken],
    })
    await waitFor(() => expect(statuses(dialog)).toContain(unreachable), {
      timeout: nodeTimeout * 2,
    })
    const tokens = () =>
      dialog.querySelector('ul[aria-label="Token balances"]')?.textContent
    // Its own read fails too (a line a token while it is tried): no list.
    await waitFor(() => expect(tokens()).toBeUndefined(), {
      timeout: nodeTimeout * 2,
    })
    node.setMode({ http: 'ok' })
    await waitFor(() => expect(tokens()).toBe('1,000 LATCH'), {
      timeout: failedReadRetryInterval * 2,
    })
  }, 30_000)

  test('HTTP 500: the same message, not a spinner', async () => {
    node.setMode({ http: 'error' })
    const { dialog } = await openAccount()
    await waitFor(() => expect(statuses(dialog)).toContain(unreachable), {
      timeout: nodeTimeout * 2,
    })
    expect(balanceOf(dialog)).toBe('Unavailable')
  })
})
