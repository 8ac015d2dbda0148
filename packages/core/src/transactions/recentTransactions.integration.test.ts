import {
  createDevWallet,
  devnetContracts,
  installEthereum,
} from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import {
  type Address,
  type BaseError,
  type Chain,
  createWalletClient,
  custom,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseEther,
  UserRejectedRequestError,
  type WalletClient,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { clearAccountData } from '../actions/clearAccountData.ts'
import { connectWallet } from '../actions/connectWallet.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { addRecentTransaction } from './addRecentTransaction.ts'
import { clearRecentTransactions } from './clearRecentTransactions.ts'
import { getRecentTransactions } from './getRecentTransactions.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { recentTransactionsKey } from './recentTransactionsKey.ts'
import { sendWalletCalls } from './sendWalletCalls.ts'
import { sendWalletTransaction } from './sendWalletTransaction.ts'
import { watchRecentTransactions } from './watchRecentTransactions.ts'

// Each outcome a visitor can meet after signing, followed from the stored
// list to the truth on anvil: the Dev wallet sends, speeds up, cancels and
// drops as a user (or a node) would, with mining paused where it must be.

let devnet: TestDevnet
const cleanups: (() => void)[] = []
const tokenAbi = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
])
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// A contract that always reverts with Error("no tokens for you"): its
// runtime copies the revert data that follows its 12 bytes of code.
const reverter: Address = '0x000000000000000000000000000000000000dEaD'
const revertData = `0x08c379a0${encodeAbiParameters(
  [{ type: 'string' }],
  ['no tokens for you'],
).slice(2)}` as Hex
const reverterCode = `0x6064600c60003960646000fd${revertData.slice(2)}` as Hex

beforeAll(async () => {
  devnet = await startTestDevnet()
  await fetch(devnet.anvils[0].rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setCode',
      params: [reverter, reverterCode],
    }),
  })
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  localStorage.clear()
})

async function setup(
  options: {
    droppedAfter?: number
    calls?: 'atomic' | 'sequential' | 'unsupported'
  } = {},
) {
  const { provider, control } = createDevWallet({
    chains: [devnet.walletChains[0]],
    calls: options.calls === 'unsupported' ? 'unsupported' : 'atomic',
    persist: false,
  })
  installEthereum({ provider }, window)
  cleanups.push(async () => {
    await control.setAutomine(true)
    control.reset()
    delete (window as { ethereum?: unknown }).ethereum
  })
  const latch = createTestConfig(devnet, {
    storage: localStorage,
    transactions: {
      droppedAfter: options.droppedAfter ?? 60_000,
      pollingInterval: 100,
    },
  })
  await connectWallet(latch, { connectorId: 'injected' })
  if (options.calls === 'sequential') control.setCallsMode('sequential')
  const [account] = (await provider.request({
    method: 'eth_accounts',
  })) as Address[]
  const wallet = createWalletClient({
    account: account!,
    chain: devnet.chains[0] as Chain,
    transport: custom(provider),
  })
  return { latch, control, wallet, provider, account: account! }
}

/** The watcher's view of the list, and a wait for an item to reach a state. */
function watch(latch: LatchConfig) {
  let items: readonly RecentTransaction[] = []
  const stop = watchRecentTransactions(latch, {
    onChange: (next) => {
      items = next
    },
  })
  cleanups.push(stop)
  return {
    items: () => items,
    until: async (id: string, check: (item: RecentTransaction) => boolean) => {
      let found: RecentTransaction | undefined
      await expect
        .poll(
          () => {
            found = items.find((item) => item.id === id.toLowerCase())
            return found && check(found)
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(true)
      return found!
    },
  }
}

/** Waits until the follower has seen the transaction pending (its nonce stored). */
const seen = (item: RecentTransaction) => item.nonce !== undefined

/**
 * Sends `value` to bob with mining paused, adds it to the list and waits
 * until the follower has seen it pending, for the wallet to then replace,
 * cancel or drop it.
 */
async function sendPending(
  value: string,
  description: string,
  options: { droppedAfter?: number } = {},
) {
  const { latch, wallet, control } = await setup(options)
  await control.setAutomine(false)
  const watcher = watch(latch)
  const hash = await wallet.sendTransaction({
    to: bob,
    value: parseEther(value),
  })
  addRecentTransaction(latch, { hash, description })
  await watcher.until(hash, seen)
  return { latch, control, watcher, hash }
}

/** Sends a batch from the wallet on the first chain and adds it to the list. */
async function sendBatch(
  { latch, wallet, account }: Awaited<ReturnType<typeof setup>>,
  description: string,
  parameters: {
    calls: readonly { to: Address; value?: bigint; data?: Hex }[]
    forceAtomic?: true
    experimental_fallback?: true
  },
) {
  const { id } = await (wallet as WalletClient).sendCalls({
    account,
    chain: devnet.chains[0],
    ...parameters,
  })
  addRecentTransaction(latch, { callsId: id, description })
  return id
}

describe('a transaction followed to its outcome', () => {
  test('confirmed: with its block and confirmations', async () => {
    const { latch, wallet, account } = await setup()
    const watcher = watch(latch)
    const hash = await wallet.sendTransaction({
      to: bob,
      value: parseEther('0.01'),
    })
    const added = addRecentTransaction(latch, { hash, description: 'Send' })
    expect(added).toMatchObject({ status: 'pending', kind: 'transaction' })
    const item = await watcher.until(hash, (x) => x.status !== 'pending')
    expect(item).toMatchObject({
      id: hash.toLowerCase(),
      status: 'confirmed',
      description: 'Send',
      confirmations: 1,
      from: account.toLowerCase(),
    })
    expect(Number(item.blockNumber)).toBeGreaterThan(0)
    // Stored: what a reload reads.
    expect(getRecentTransactions(latch)[0]?.status).toBe('confirmed')
  })

  test('failed: reverted on chain, with the reason the node gives', async () => {
    const { latch, wallet, control } = await setup()
    const watcher = watch(latch)
    control.sendFailing()
    const hash = await wallet.sendTransaction({ to: reverter, data: '0x' })
    addRecentTransaction(latch, { hash, description: 'Doomed' })
    const item = await watcher.until(hash, (x) => x.status !== 'pending')
    expect(item.status).toBe('failed')
    expect(item.reason).toBe('no tokens for you')
  })

  test('replaced: sped up, the replacement is followed and its hash kept', async () => {
    const { control, watcher, hash } = await sendPending('0.02', 'Sped up')
    const replacement = await control.speedUp(hash)
    await control.mine()
    const item = await watcher.until(hash, (x) => x.status !== 'pending')
    expect(item).toMatchObject({
      status: 'replaced',
      replacedBy: replacement.toLowerCase(),
    })
  })

  test('cancelled: replaced by a transfer of nothing to the sender, not "confirmed"', async () => {
    const { control, watcher, hash } = await sendPending('0.03', 'Cancelled')
    const replacement = await control.cancel(hash)
    await control.mine()
    const item = await watcher.until(hash, (x) => x.status !== 'pending')
    expect(item).toMatchObject({
      status: 'cancelled',
      replacedBy: replacement.toLowerCase(),
    })
  })

  test('a replacement mined while nothing watched: found by its stored nonce', async () => {
    const { latch, control, hash } = await sendPending('0.04', 'Away')
    // The page closes; the wallet speeds the transaction up and it is mined.
    for (const cleanup of cleanups.splice(1)) await cleanup()
    const replacement = await control.speedUp(hash)
    await control.mine()
    const second = watch(latch)
    const item = await second.until(hash, (x) => x.status !== 'pending')
    expect(item).toMatchObject({
      status: 'replaced',
      replacedBy: replacement.toLowerCase(),
    })
  })

  test('dropped: gone from the node, no other transaction at its nonce, after the stated time', async () => {
    const { control, watcher, hash } = await sendPending('0.05', 'Dropped', {
      droppedAfter: 1_000,
    })
    const before = Date.now()
    await control.drop(hash)
    const item = await watcher.until(hash, (x) => x.status !== 'pending')
    expect(item.status).toBe('dropped')
    expect(item.settledAt! - before).toBeGreaterThanOrEqual(1_000)
  })

  test('a pending transaction is not dropped while the node still holds it', async () => {
    const { latch, control, watcher, hash } = await sendPending(
      '0.06',
      'Waiting',
      { droppedAfter: 300 },
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(getRecentTransactions(latch)[0]?.status).toBe('pending')
    await control.mine()
    await watcher.until(hash, (x) => x.status === 'confirmed')
  })

  test('rejected in the wallet: a typed 4001, and nothing added to the list', async () => {
    const { latch, wallet, control } = await setup()
    control.rejectNext({ method: 'eth_sendTransaction' })
    const error = await wallet
      .sendTransaction({ to: bob, value: 1n })
      .catch((error: unknown) => error)
    expect(
      (error as BaseError).walk(
        (cause) => cause instanceof UserRejectedRequestError,
      ),
    ).toBeInstanceOf(UserRejectedRequestError)
    expect(getRecentTransactions(latch)).toEqual([])
  })

  test('a pending transaction survives a reload: a new page follows it to confirmation', async () => {
    const { latch, wallet, control } = await setup()
    await control.setAutomine(false)
    const hash = await wallet.sendTransaction({
      to: bob,
      value: parseEther('0.07'),
    })
    addRecentTransaction(latch, { hash, description: 'Reloaded' })
    // A second config over the same storage is the reloaded page.
    const reloaded = createTestConfig(devnet, {
      storage: localStorage,
      transactions: { pollingInterval: 100 },
    })
    await connectWallet(reloaded, { connectorId: 'injected' })
    const watcher = watch(reloaded)
    expect(watcher.items()[0]).toMatchObject({ id: hash.toLowerCase() })
    await control.mine()
    await watcher.until(hash, (x) => x.status === 'confirmed')
  })
})

describe('a batch (EIP-5792) followed by its id', () => {
  const token = devnetContracts.demoToken
  const approveAndSend = (owner: Address) => [
    {
      to: token,
      data: encodeFunctionData({
        abi: tokenAbi,
        functionName: 'approve',
        args: [owner, parseEther('1')],
      }),
    },
    {
      to: token,
      data: encodeFunctionData({
        abi: tokenAbi,
        functionName: 'transferFrom',
        args: [owner, bob, parseEther('1')],
      }),
    },
  ]

  test('atomic: one transaction, confirmed', async () => {
    const sender = await setup()
    const watcher = watch(sender.latch)
    const id = await sendBatch(sender, 'Approve and send', {
      forceAtomic: true,
      calls: approveAndSend(sender.account),
    })
    const item = await watcher.until(id, (x) => x.status !== 'pending')
    expect(item).toMatchObject({ status: 'confirmed', atomic: true })
    expect(item.hashes).toHaveLength(1)
  })

  test('one by one: the wallet lacks wallet_sendCalls, viem sends each call', async () => {
    const sender = await setup({ calls: 'unsupported' })
    const watcher = watch(sender.latch)
    const id = await sendBatch(sender, 'Approve and send', {
      experimental_fallback: true,
      calls: approveAndSend(sender.account),
    })
    const item = await watcher.until(id, (x) => x.status !== 'pending')
    expect(item).toMatchObject({ status: 'confirmed', atomic: false })
    expect(item.hashes).toHaveLength(2)
  })

  test('partly failed: one call succeeded, the other reverted', async () => {
    const sender = await setup({ calls: 'unsupported' })
    sender.control.sendFailing()
    const watcher = watch(sender.latch)
    const id = await sendBatch(sender, 'Half', {
      experimental_fallback: true,
      calls: [{ to: bob, value: 1n }, { to: reverter }],
    })
    const item = await watcher.until(id, (x) => x.status !== 'pending')
    expect(item).toMatchObject({ status: 'failed', partial: true })
  })

  test('all reverted (500): Failed, not partly', async () => {
    const sender = await setup({ calls: 'unsupported' })
    sender.control.sendFailing()
    const watcher = watch(sender.latch)
    const id = await sendBatch(sender, 'None', {
      experimental_fallback: true,
      calls: [{ to: reverter }, { to: reverter }],
    })
    const item = await watcher.until(id, (x) => x.status !== 'pending')
    expect(item.status).toBe('failed')
    expect(item.partial).toBeUndefined()
  })

  test('cancelled in the wallet after it was sent (400, nothing included): Cancelled, not Failed', async () => {
    const sender = await setup({ calls: 'sequential' })
    const { control, provider } = sender
    await control.setAutomine(false)
    const watcher = watch(sender.latch)
    const id = await sendBatch(sender, 'Take back', {
      calls: approveAndSend(sender.account),
    })
    await expect
      .poll(() => control.transactions().length, { timeout: 10_000 })
      .toBe(1)
    // The visitor cancels the batch's first transaction in the wallet: the
    // second is never sent, and nothing of the batch is included.
    await control.cancel()
    await control.mine()
    const item = await watcher.until(id, (x) => x.status !== 'pending')
    expect(item.status).toBe('cancelled')
    expect(item.hashes).toBeUndefined()
    expect(
      await provider.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      }),
    ).toMatchObject({ status: 400 })
  })

  test('an id the wallet does not know (5730): asked until droppedAfter, then Dropped and asked no more', async () => {
    const sender = await setup({ droppedAfter: 600 })
    const { latch, control } = sender
    await control.setAutomine(false)
    const watcher = watch(latch)
    const added = Date.now()
    const id = await sendBatch(sender, 'Forgotten', {
      forceAtomic: true,
      calls: approveAndSend(sender.account),
    })
    const asked = () =>
      control
        .requests({ method: 'wallet_getCallsStatus' })
        .filter((x) => (x.params as unknown[])[0] === id).length
    // Pending (100) while the wallet knows it: still followed.
    await expect.poll(asked, { timeout: 10_000 }).toBeGreaterThan(1)
    expect(getRecentTransactions(latch)[0]?.status).toBe('pending')
    // The wallet forgets its batches (reinstalled): 5730 from now on.
    const forgotten = Date.now()
    control.forgetCalls()
    const item = await watcher.until(id, (x) => x.status !== 'pending')
    expect(item.status).toBe('dropped')
    expect(Date.now() - forgotten).toBeGreaterThanOrEqual(600)
    expect(Date.now() - added).toBeLessThan(15_000)
    const after = asked()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(asked()).toBe(after)
  })
})

describe('the stored list', () => {
  test('per account and chain, deduplicated, cleared; removed with the account on disconnect', async () => {
    const { latch, wallet, account } = await setup()
    const hash = await wallet.sendTransaction({ to: bob, value: 1n })
    addRecentTransaction(latch, { hash, description: 'First' })
    addRecentTransaction(latch, { hash, description: 'Again' })
    expect(getRecentTransactions(latch).map((x) => x.description)).toEqual([
      'First',
    ])
    const chainId = devnet.chains[0].id
    expect(
      getRecentTransactions(latch, { account, chainId: chainId + 1 }),
    ).toEqual([])
    addRecentTransaction(latch, {
      hash,
      description: 'Elsewhere',
      chainId: chainId + 1,
    })
    clearRecentTransactions(latch)
    expect(getRecentTransactions(latch)).toEqual([])
    expect(
      localStorage.getItem(recentTransactionsKey(account, chainId + 1)),
    ).not.toBeNull()
    clearAccountData(latch.latch.queryClient, {
      accounts: [account],
      storage: localStorage,
    })
    expect(
      localStorage.getItem(recentTransactionsKey(account, chainId + 1)),
    ).toBeNull()
  })

  test('another tab writes the list: this one hears the storage event and follows', async () => {
    const { latch, wallet, account } = await setup()
    const watcher = watch(latch)
    const hash = await wallet.sendTransaction({ to: bob, value: 2n })
    const key = recentTransactionsKey(account, devnet.chains[0].id)
    // What another tab's addRecentTransaction leaves in the shared storage.
    const value = JSON.stringify({
      v: 1,
      items: [
        {
          id: hash.toLowerCase(),
          kind: 'transaction',
          description: 'From the other tab',
          status: 'pending',
          addedAt: Date.now(),
        },
      ],
    })
    localStorage.setItem(key, value)
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
    await watcher.until(hash, (x) => x.status === 'confirmed')
  })

  test('bad input is refused with typed errors', async () => {
    const { latch } = await setup()
    expect(() =>
      addRecentTransaction(latch, { hash: '0x12' as Hex, description: 'x' }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidRecentTransactionError: The transaction to follow is not valid.

      Details: Not a transaction hash: 0x12]
    `)
    expect(() =>
      addRecentTransaction(latch, {
        hash: `0x${'ab'.repeat(32)}`,
        description: ' ',
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidRecentTransactionError: The transaction to follow is not valid.

      Details: A description is required.]
    `)
    await latch.connectors[0]?.disconnect()
  })
})

describe('sending: the wallet asked, the list written', () => {
  const calls = [
    { to: bob, value: 1n },
    { to: bob, value: 2n },
  ]
  test.each([
    ['atomic', 'atomic', true],
    ['sequential', 'sequential', false],
    ['unsupported', 'sequential', false],
  ] as const)(
    'a wallet whose calls mode is %s: the batch goes %s, and is followed',
    async (walletMode, mode, atomic) => {
      const { latch } = await setup({ calls: walletMode })
      const watcher = watch(latch)
      const sent = await sendWalletCalls(latch, {
        calls,
        description: 'Two transfers',
      })
      expect(sent.mode).toBe(mode)
      expect(sent.transaction.status).toBe('pending')
      const item = await watcher.until(sent.id, (x) => x.status !== 'pending')
      expect(item).toMatchObject({ status: 'confirmed', atomic })
    },
  )

  test('a transaction sent and followed; refusals are typed and add nothing', async () => {
    const { latch, control } = await setup()
    const watcher = watch(latch)
    const { hash } = await sendWalletTransaction(latch, {
      to: bob,
      value: 5n,
      description: 'Five wei',
    })
    await watcher.until(hash, (x) => x.status === 'confirmed')
    control.rejectNext({ method: 'eth_sendTransaction' })
    await expect(
      sendWalletTransaction(latch, { to: bob, value: 1n, description: 'No' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    control.rejectNext({ method: 'wallet_sendCalls' })
    await expect(
      sendWalletCalls(latch, { calls, description: 'No' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getRecentTransactions(latch).map((x) => x.description)).toEqual([
      'Five wei',
    ])
  })
})
