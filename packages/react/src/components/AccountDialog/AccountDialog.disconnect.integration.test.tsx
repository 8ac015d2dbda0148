import { connectWallet, type LatchConfig, persistDefaults } from '@latch/core'
import {
  clearAccountDataOnDisconnect,
  restoreSession,
} from '@latch/core/internal'
import { createDevWallet, type DevWallet } from '@latch/devnet/browser'
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
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { LatchProvider } from '../../LatchProvider.tsx'
import { AccountButton } from '../AccountButton/AccountButton.tsx'
import { AccountDialog } from './AccountDialog.tsx'

/** anvil's accounts 0 and 1: alice.eth (with an avatar) and bob.eth on the devnet. */
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

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
  sessionStorage.clear()
})

/**
 * Latch as a page wires it (`LatchProvider`), on the real config, the page's
 * localStorage and the Dev wallet: the account's data is cleared when it
 * leaves.
 */
function page(wallet: DevWallet) {
  cleanups.push(presentWallet(wallet, 'eip6963'))
  const latch = createTestConfig(devnet, { storage: localStorage })
  const show = () =>
    render(
      <LatchProvider config={latch}>
        <AccountButton onClick={() => {}} />
        <AccountDialog open onClose={() => {}} />
      </LatchProvider>,
    )
  return { latch, show }
}

function devWallet() {
  return createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
}

/**
 * Connects, and waits until the account's name, avatar and balance are
 * shown and in the persisted cache. Returns what identifies the account.
 */
async function connectAndLoad(wallet: DevWallet) {
  const { latch, show } = page(wallet)
  show()
  await act(() =>
    connectWallet(latch, {
      connectorId: 'dev.latch.test',
    }),
  )
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  await waitFor(() => {
    expect(dialog.textContent).toContain('alice.eth')
    expect(balanceOf(dialog)).toMatch(/ETH$/)
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/^data:/)
  })
  const avatar = dialog.querySelector('img')!.getAttribute('src')!
  const traces = [alice, 'alice.eth', avatar]
  await waitFor(
    () => {
      const cache = localStorage.getItem(persistDefaults.key) ?? ''
      expect(cache).toContain('alice.eth')
      expect(cache).toContain(avatar)
      expect(cache).toContain('"balance"')
      expect(found(traces)).not.toEqual([])
    },
    { timeout: 5_000 },
  )
  return { latch, wallet, dialog, traces }
}

function balanceOf(dialog: HTMLElement) {
  const term = [...dialog.querySelectorAll('dt')].find(
    (dt) => dt.textContent === 'Balance',
  )
  return term?.nextElementSibling?.textContent
}

/**
 * Where the page's localStorage and sessionStorage mention any of `traces`:
 * an address in any case (its 40 hex digits), a name, an avatar.
 */
function found(traces: readonly string[]): string[] {
  const needles = traces.map((x) =>
    (/^0x[0-9a-f]{40}$/i.test(x) ? x.slice(2) : x).toLowerCase(),
  )
  const hits: string[] = []
  for (const [area, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const)
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? ''
      const text = `${key}\n${storage.getItem(key)}`.toLowerCase()
      for (const needle of needles)
        if (text.includes(needle)) hits.push(`${area}['${key}']: ${needle}`)
    }
  return hits
}

/**
 * What storage mentions once the status turns `disconnected` and the tasks
 * queued then have run (wagmi writes its own store in one of them), before
 * the persister's 1 s throttle; and again once that throttle has passed.
 */
function foundOnDisconnect(latch: LatchConfig, traces: readonly string[]) {
  const atOnce = new Promise<string[]>((resolve) => {
    const off = latch.subscribe(
      (state) => state.status,
      (status) => {
        if (status !== 'disconnected') return
        off()
        setTimeout(() => resolve(found(traces)))
      },
    )
  })
  return {
    atOnce,
    later: atOnce.then(async () => {
      await new Promise((resolve) =>
        setTimeout(resolve, persistDefaults.throttleTime + 500),
      )
      return found(traces)
    }),
  }
}

describe('disconnecting leaves no trace of the account in storage', () => {
  test('the visitor disconnects: the name, avatar and balance are gone from storage at once', async () => {
    const { latch, dialog, traces } = await connectAndLoad(devWallet())
    const seen = foundOnDisconnect(latch, traces)
    fireEvent.click(
      screen.getByRole('button', { name: 'Disconnect', hidden: true }),
    )
    expect(await seen.atOnce).toEqual([])
    expect(await seen.later).toEqual([])
    expect(dialog.textContent).not.toContain('alice.eth')
  })

  test('the wallet disconnects (`disconnect`): the same', async () => {
    const { latch, wallet, traces } = await connectAndLoad(devWallet())
    const seen = foundOnDisconnect(latch, traces)
    wallet.control.disconnect()
    expect(await seen.atOnce).toEqual([])
    expect(await seen.later).toEqual([])
  })

  test('the wallet exposes no account any more (`accountsChanged []`): the same', async () => {
    const { latch, wallet, traces } = await connectAndLoad(devWallet())
    const seen = foundOnDisconnect(latch, traces)
    wallet.control.lock()
    expect(await seen.atOnce).toEqual([])
    expect(await seen.later).toEqual([])
  })

  test('the wallet switches account: the previous one’s data goes at once, the new one’s shows; a disconnect then leaves neither', async () => {
    const { latch, wallet, dialog, traces } = await connectAndLoad(devWallet())
    wallet.control.switchAccount(1)
    expect(found(traces)).toEqual([])
    await waitFor(() => expect(dialog.textContent).toContain('bob.eth'))
    await waitFor(
      () =>
        expect(localStorage.getItem(persistDefaults.key)).toContain('bob.eth'),
      { timeout: 5_000 },
    )
    expect(found(traces)).toEqual([])

    const both = [...traces, bob, 'bob.eth']
    const seen = foundOnDisconnect(latch, both)
    wallet.control.disconnect()
    expect(await seen.atOnce).toEqual([])
    expect(await seen.later).toEqual([])
  })

  test('a stored session the wallet no longer holds is dropped on load, and its account’s data with it', async () => {
    // The visitor leaves connected, with the account's data persisted.
    const { traces } = await connectAndLoad(devWallet())
    cleanup()
    for (const undo of cleanups.splice(0)) undo()
    expect(found([alice])).toContain(
      `localStorage['wagmi.store']: ${alice.slice(2).toLowerCase()}`,
    )

    // Meanwhile the wallet forgot the site (a fresh one has authorized none).
    const { latch, show } = page(devWallet())
    // What `LatchProvider` starts (`startLatch`), here before anything renders.
    cleanups.push(
      clearAccountDataOnDisconnect(latch, {
        queryClient: latch.latch.queryClient,
        storage: localStorage,
      }),
    )
    await restoreSession(latch)
    expect(latch.state.status).toBe('disconnected')
    expect(found(traces)).toEqual([])
    show()
    await new Promise((resolve) =>
      setTimeout(resolve, persistDefaults.throttleTime + 500),
    )
    expect(found(traces)).toEqual([])
  })
})
