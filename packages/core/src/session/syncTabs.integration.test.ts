import { createDevWallet } from '@latch/devnet'
import {
  createTestConfig,
  presentWallet,
  setupDevnetTestbed,
} from '@latch/testing'
import { expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { switchWalletChain } from '../actions/switchWalletChain.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { safeStorage } from '../config/safeStorage.ts'
import { syncTabs } from './syncTabs.ts'
import { tabChannelName } from './tabChannelName.ts'
import { watchTabs } from './watchTabs.ts'

// Two tabs of one page: two configs on one origin's storage, each told the
// other's changes over a real BroadcastChannel.
const testbed = setupDevnetTestbed()

const rdns = 'dev.latch.test'

/** A tab: its own config, synced with the others. */
function tab(): LatchConfig {
  const config = createTestConfig(testbed.devnet, {
    storage: safeStorage(() => localStorage),
  })
  testbed.afterTest(watchTabs(config))
  return config
}

/**
 * Two tabs, each with a wallet of its own that keeps its own chain (as a
 * wallet SDK's provider does in each tab), announced over EIP-6963.
 */
function twoTabs({ accountCount = 1 } = {}) {
  const wallets = [0, 1].map(() =>
    createDevWallet({
      chains: testbed.devnet.walletChains,
      info: { name: 'Test Wallet', rdns },
      accountCount,
    }),
  )
  const configs = wallets.map((wallet) => {
    const stop = presentWallet(wallet, 'eip6963')
    const config = tab()
    // Later tabs do not see this wallet: each tab has its own.
    stop()
    return config
  }) as [LatchConfig, LatchConfig]
  return { wallets, configs }
}

/**
 * Waits for `check`, as long as a wait for what the page shows (5 s, the
 * other happy-dom waits'): on two loaded cores a follow that asks the other
 * tab's wallet can take more than a second. How soon a disconnect is
 * followed is asserted where it is the point.
 */
async function until(check: () => boolean, timeout = 5_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout)
      throw new Error(`not within ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - start
}

test('a connect in one tab connects the other, whose wallet holds the session (a browser extension)', async () => {
  const wallet = createDevWallet({ chains: testbed.devnet.walletChains })
  testbed.afterTest(presentWallet(wallet, 'ethereum'))
  const [a, b] = [tab(), tab()]
  const { account } = await connectWallet(a, { connectorId: 'injected' })
  await until(() => getWalletConnection(b).status === 'connected')
  expect(getWalletConnection(b).account).toBe(account)
  expect(getWalletConnection(b).chain?.id).toBe(testbed.devnet.chains[0].id)
})

test('a disconnect in one tab disconnects the other within a second', async () => {
  const { configs } = twoTabs()
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  await connectWallet(b, { connectorId: rdns })
  const took = await disconnectWallet(a).then(() =>
    until(() => getWalletConnection(b).status === 'disconnected'),
  )
  expect(took).toBeLessThan(1_000)
  // And the tab told stays disconnected: nothing bounces back.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(getWalletConnection(a).status).toBe('disconnected')
  expect(getWalletConnection(b).status).toBe('disconnected')
})

test('a chain switched in one tab: the other asks its own wallet to follow', async () => {
  const { wallets, configs } = twoTabs()
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  await connectWallet(b, { connectorId: rdns })
  wallets[1]!.control.clearRequests()
  const second = testbed.devnet.chains[1].id
  await switchWalletChain(a, { chainId: second })
  await until(() => getWalletConnection(b).chain?.id === second)
  expect(
    wallets[1]!.control.requests({ method: ['wallet_switchEthereumChain'] }),
  ).toEqual([
    {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${second.toString(16)}` }],
    },
  ])
  expect(getWalletConnection(a).chain?.id).toBe(second)
})

test("news made before this tab's own change is not followed (a connect still on its way when the chain was switched here); newer news is", async () => {
  const { wallets, configs } = twoTabs()
  const [a] = configs
  await connectWallet(a, { connectorId: rdns })
  const first = testbed.devnet.chains[0].id
  const second = testbed.devnet.chains[1].id
  const before = Date.now()
  await switchWalletChain(a, { chainId: second })
  const other = new BroadcastChannel(tabChannelName)
  testbed.afterTest(() => other.close())
  const { account } = getWalletConnection(a)
  const onFirst = (at: number) => ({
    type: 'latch:connection',
    connection: {
      status: 'connected',
      connectorId: rdns,
      accounts: [account],
      chainId: first,
    },
    at,
  })
  wallets[0]!.control.clearRequests()
  // Another tab's connect, made before the switch here, arrives after it.
  other.postMessage(onFirst(before - 1))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(getWalletConnection(a).chain?.id).toBe(second)
  expect(
    wallets[0]!.control.requests({ method: ['wallet_switchEthereumChain'] }),
  ).toEqual([])
  // A chain chosen in the other tab after it: followed.
  other.postMessage(onFirst(Date.now()))
  await until(() => getWalletConnection(a).chain?.id === first)
  expect(
    wallets[0]!.control.requests({ method: ['wallet_switchEthereumChain'] }),
  ).toHaveLength(1)
})

test("a tab's first change is told with the time it was made, not the later time its telling code came", async () => {
  const wallet = createDevWallet({ chains: testbed.devnet.walletChains })
  testbed.afterTest(presentWallet(wallet, 'ethereum'))
  const config = createTestConfig(testbed.devnet, {
    storage: safeStorage(() => localStorage),
  })
  const previous = config.state
  await connectWallet(config, { connectorId: 'injected' })
  const other = new BroadcastChannel(tabChannelName)
  testbed.afterTest(() => other.close())
  const told: unknown[] = []
  other.onmessage = (event) => told.push(event.data)
  // As watchTabs hands it over: the state before, and when it changed.
  const changedAt = Date.now() - 5_000
  testbed.afterTest(syncTabs(config, { previous, changedAt }).stop)
  await until(() => told.length > 0)
  expect(told).toMatchObject([
    {
      type: 'latch:connection',
      connection: { status: 'connected', connectorId: 'injected' },
      at: changedAt,
    },
  ])
})

test("a connect this tab's wallet does not hold leaves it disconnected, and the other connected", async () => {
  const { configs } = twoTabs()
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  // B's wallet is asked (eth_accounts), and has not authorized the site.
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(getWalletConnection(b).status).toBe('disconnected')
  expect(getWalletConnection(a).status).toBe('connected')
})

test("a tab whose wallet does not hold the other tab's connect writes nothing over the session that tab stored", async () => {
  const { configs } = twoTabs()
  const [a, b] = configs
  const statuses: string[] = []
  testbed.afterTest(
    b.subscribe(
      (state) => state.status,
      (status) => statuses.push(status),
    ),
  )
  const { account } = await connectWallet(a, { connectorId: rdns })
  const stored = localStorage.getItem('wagmi.store')
  expect(stored?.toLowerCase()).toContain(account.slice(2).toLowerCase())
  // B follows, asks its wallet (eth_accounts), which has not authorized the
  // site, and ends disconnected.
  await until(
    () => statuses[0] === 'reconnecting' && statuses.at(-1) === 'disconnected',
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(getWalletConnection(b).status).toBe('disconnected')
  // Storage still holds A's session as A wrote it: a reload restores it.
  expect(localStorage.getItem('wagmi.store')).toBe(stored)
  // B's own changes are written again once it has stopped following.
  await disconnectWallet(a)
  await until(() => localStorage.getItem('wagmi.store') !== stored)
  const { account: own } = await connectWallet(b, { connectorId: rdns })
  expect(localStorage.getItem('wagmi.store')?.toLowerCase()).toContain(
    own.slice(2).toLowerCase(),
  )
})

test("an account changed in one tab is followed where the other tab's wallet holds it", async () => {
  const { wallets, configs } = twoTabs({ accountCount: 2 })
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  await connectWallet(b, { connectorId: rdns })
  const [first, second] = (await wallets[1]!.provider.request({
    method: 'eth_accounts',
  })) as string[]
  expect(getWalletConnection(b).account).toBe(first)
  // Only A's wallet changes account: B's still has the first one selected.
  wallets[0]!.control.switchAccount(1)
  await until(() => getWalletConnection(a).account === second)
  await until(() => getWalletConnection(b).account === second)
})

test('what another page of the origin posts that is not a well-formed message changes nothing', async () => {
  const { configs } = twoTabs()
  const [, b] = configs
  await connectWallet(b, { connectorId: rdns })
  const { account } = getWalletConnection(b)
  const hostile = new BroadcastChannel(tabChannelName)
  const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  for (const data of [
    'disconnected',
    { type: 'latch:connection', connection: { status: 'gone' } },
    {
      type: 'latch:connection',
      connection: {
        status: 'connected',
        connectorId: rdns,
        accounts: ['0x0bad'],
        chainId: 1,
      },
    },
    {
      type: 'latch:connection',
      connection: {
        status: 'connected',
        connectorId: rdns,
        accounts: [alice],
        chainId: -5,
      },
    },
    {
      type: 'latch:connection',
      connection: {
        status: 'connected',
        connectorId: 'x'.repeat(1_000),
        accounts: [alice],
        chainId: 1,
      },
    },
    {
      type: 'latch:connection',
      connection: {
        status: 'connected',
        connectorId: rdns,
        accounts: Array(100).fill(alice),
        chainId: 1,
      },
    },
  ])
    hostile.postMessage(data)
  await new Promise((resolve) => setTimeout(resolve, 300))
  hostile.close()
  expect(getWalletConnection(b).status).toBe('connected')
  expect(getWalletConnection(b).account).toBe(account)
})
