import { createDevWallet } from '@latch/devnet'
import {
  createTestConfig,
  presentWallet,
  setupDevnetTestbed,
} from '@latch/testing'
import type { Address } from 'viem'
import { expect, test, vi } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { switchWalletChain } from '../actions/switchWalletChain.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { safeStorage } from '../config/safeStorage.ts'
import { startLatch } from './startLatch.ts'
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

test.each([
  ['1e308', 1e308],
  ['2 ** 53', 2 ** 53],
])(
  "a post on the tabs' channel with `at: %s` is ignored: a connect in one tab is still followed in the other",
  async (_, at) => {
    const wallet = createDevWallet({ chains: testbed.devnet.walletChains })
    testbed.afterTest(presentWallet(wallet, 'ethereum'))
    const [a, b] = [tab(), tab()]
    // Another page of the origin posts a change "made" past any clock: were
    // it believed, no change made later (\`newest.at + 1\`) could be newer.
    const other = new BroadcastChannel(tabChannelName)
    testbed.afterTest(() => other.close())
    other.postMessage({
      type: 'latch:connection',
      connection: { status: 'disconnected' },
      at,
      from: 'hostile',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { account } = await connectWallet(a, { connectorId: 'injected' })
    await until(() => getWalletConnection(b).status === 'connected')
    expect(getWalletConnection(b).account).toBe(account)
  },
)

test('a disconnect in one tab disconnects the other within a second', async () => {
  const { configs } = twoTabs()
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  await connectWallet(b, { connectorId: rdns })
  await nextMillisecond()
  const took = await disconnectWallet(a).then(() =>
    until(() => getWalletConnection(b).status === 'disconnected'),
  )
  expect(took).toBeLessThan(1_000)
  // And the tab told stays disconnected: nothing bounces back.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(getWalletConnection(a).status).toBe('disconnected')
  expect(getWalletConnection(b).status).toBe('disconnected')
})

/** A connection as another tab tells it, on `chainId`. */
function toldConnection(
  account: Address | undefined,
  chainId: number,
  stamp: { at: number; from?: string },
) {
  return {
    type: 'latch:connection',
    connection: {
      status: 'connected',
      connectorId: rdns,
      accounts: [account],
      chainId,
    },
    ...stamp,
  }
}

/**
 * Waits for the clock's next millisecond: a visitor's next action, in
 * another tab, comes after what was done before (two changes made in the
 * same millisecond are ordered by tab id, tested on their own).
 */
async function nextMillisecond() {
  const now = Date.now()
  while (Date.now() <= now)
    await new Promise((resolve) => setTimeout(resolve, 1))
}

test('a chain switched in one tab: the other asks its own wallet to follow', async () => {
  const { wallets, configs } = twoTabs()
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  await connectWallet(b, { connectorId: rdns })
  await nextMillisecond()
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
  const onFirst = (at: number) => toldConnection(account, first, { at })
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

test('news older than the news this tab followed last is not followed (a third tab, late): the tabs end on the newest', async () => {
  const { wallets, configs } = twoTabs()
  const [a] = configs
  await connectWallet(a, { connectorId: rdns })
  const first = testbed.devnet.chains[0].id
  const second = testbed.devnet.chains[1].id
  const other = new BroadcastChannel(tabChannelName)
  testbed.afterTest(() => other.close())
  const { account } = getWalletConnection(a)
  const on = (chainId: number, at: number) =>
    toldConnection(account, chainId, { at, from: 'third-tab' })
  const now = Date.now()
  other.postMessage(on(second, now + 50))
  await until(() => getWalletConnection(a).chain?.id === second)
  wallets[0]!.control.clearRequests()
  // Made before the change just followed, told after it.
  other.postMessage(on(first, now + 20))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(getWalletConnection(a).chain?.id).toBe(second)
  expect(
    wallets[0]!.control.requests({ method: ['wallet_switchEthereumChain'] }),
  ).toEqual([])
})

test('two changes made in the same millisecond in two tabs: both tabs end on the same chain', async () => {
  const { wallets, configs } = twoTabs({ accountCount: 2 })
  const [a, b] = configs
  await connectWallet(a, { connectorId: rdns })
  await connectWallet(b, { connectorId: rdns })
  const { account } = getWalletConnection(a)
  const first = testbed.devnet.chains[0].id
  const second = testbed.devnet.chains[1].id
  // On one clock reading, before either tab hears the other: A's wallet
  // changes account, B's switches chain.
  await nextMillisecond()
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now())
  try {
    wallets[0]!.control.switchAccount(1)
    wallets[1]!.control.switchChain(second)
  } finally {
    clock.mockRestore()
  }
  expect(getWalletConnection(a).account).not.toBe(account)
  expect([a, b].map((x) => getWalletConnection(x).chain?.id)).toEqual([
    first,
    second,
  ])
  const chainOf = (config: LatchConfig) => getWalletConnection(config).chain?.id
  await until(() => chainOf(a) === chainOf(b))
  // And it stays so: neither follows the other back.
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(chainOf(a)).toBe(chainOf(b))
})

test("of two changes made in the same millisecond, every tab takes the same as newer: a disconnect, then the greater tab id's", async () => {
  const { wallets, configs } = twoTabs()
  const [a] = configs
  await connectWallet(a, { connectorId: rdns })
  const { account } = getWalletConnection(a)
  const first = testbed.devnet.chains[0].id
  const second = testbed.devnet.chains[1].id
  const other = new BroadcastChannel(tabChannelName)
  testbed.afterTest(() => other.close())
  await nextMillisecond()
  const at = Date.now()
  const clock = vi.spyOn(Date, 'now').mockReturnValue(at)
  try {
    wallets[0]!.control.switchChain(second)
  } finally {
    clock.mockRestore()
  }
  // Tab ids are random letters and digits: "0" is below any, "~" above.
  const onFirst = (from: string) => toldConnection(account, first, { at, from })
  wallets[0]!.control.clearRequests()
  other.postMessage(onFirst('0'))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(getWalletConnection(a).chain?.id).toBe(second)
  expect(
    wallets[0]!.control.requests({ method: ['wallet_switchEthereumChain'] }),
  ).toEqual([])
  other.postMessage(onFirst('~'))
  await until(() => getWalletConnection(a).chain?.id === first)
  other.postMessage({
    type: 'latch:connection',
    connection: { status: 'disconnected' },
    at,
    from: '0',
  })
  await until(() => getWalletConnection(a).status === 'disconnected')
})

test('news on its way while a tab starts its telling code is not lost: that code listens on the same channel', async () => {
  const wallet = createDevWallet({
    chains: testbed.devnet.walletChains,
    info: { name: 'Test Wallet', rdns },
  })
  testbed.afterTest(presentWallet(wallet, 'eip6963'))
  const config = createTestConfig(testbed.devnet, {
    storage: safeStorage(() => localStorage),
  })
  await connectWallet(config, { connectorId: rdns })
  // Watched from now: no change yet, so the telling code is not started.
  testbed.afterTest(watchTabs(config))
  const other = new BroadcastChannel(tabChannelName)
  testbed.afterTest(() => other.close())
  // In one task: another tab tells a disconnect (newer than anything
  // here), and this tab's first change starts its telling code, which is
  // loaded already, before the message is delivered.
  other.postMessage({
    type: 'latch:connection',
    connection: { status: 'disconnected' },
    at: Date.now() + 60_000,
    from: 'other-tab',
  })
  wallet.control.switchChain(testbed.devnet.chains[1].id)
  await until(() => getWalletConnection(config).status === 'disconnected')
})

test('without BroadcastChannel, news told while the page starts is not lost: storage events are heard from the start, before the code that follows them is loaded', async () => {
  vi.stubGlobal('BroadcastChannel', undefined)
  testbed.afterTest(() => vi.unstubAllGlobals())
  const wallet = createDevWallet({
    chains: testbed.devnet.walletChains,
    info: { name: 'Test Wallet', rdns },
  })
  testbed.afterTest(presentWallet(wallet, 'eip6963'))
  const config = createTestConfig(testbed.devnet, {
    storage: safeStorage(() => localStorage),
  })
  await connectWallet(config, { connectorId: rdns })
  // In one task: the page starts, and another tab tells a disconnect (as
  // its browser delivers it: a storage event), before any chunk is loaded.
  testbed.afterTest(startLatch(config))
  const message = {
    type: 'latch:connection',
    connection: { status: 'disconnected' },
    at: Date.now() + 1_000,
    from: 'other-tab',
  }
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: tabChannelName,
      newValue: JSON.stringify({ message, nonce: 'n' }),
    }),
  )
  await until(() => getWalletConnection(config).status === 'disconnected')
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
  await nextMillisecond()
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
  await nextMillisecond()
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
