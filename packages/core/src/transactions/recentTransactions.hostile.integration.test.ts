import { createDevWallet, installEthereum } from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import fc from 'fast-check'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  encodeAbiParameters,
  type Hex,
  http,
  isAddressEqual,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { addRecentTransaction } from './addRecentTransaction.ts'
import { getRecentTransactions } from './getRecentTransactions.ts'
import type { RecentTransaction } from './parseRecentTransactions.ts'
import { sendWalletCalls } from './sendWalletCalls.ts'
import { sendWalletTransaction } from './sendWalletTransaction.ts'
import { watchRecentTransactions } from './watchRecentTransactions.ts'

// A wallet that lies: the Dev wallet (a real key, on anvil) behind a
// provider that answers `eth_sendTransaction` and `wallet_getCallsStatus` as
// the test scripts it (another account's mined hashes, reverted ones, hashes
// the node never saw, fields of the wrong form). The list must hold to what
// the node shows.

let devnet: TestDevnet
const cleanups: (() => void | Promise<void>)[] = []
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// Always reverts with Error("no"): its runtime copies the revert data that
// follows its 12 bytes of code.
const reverter: Address = '0x000000000000000000000000000000000000bEEF'
const revertData = `0x08c379a0${encodeAbiParameters(
  [{ type: 'string' }],
  ['no'],
).slice(2)}` as Hex
const reverterCode = `0x6064600c60003960646000fd${revertData.slice(2)}` as Hex

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(devnet.anvils[0].rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as {
    result?: unknown
    error?: { message: string }
  }
  if (error) throw new Error(error.message)
  return result
}

/** A transaction bob (an anvil account, not the visitor's) sends and anvil mines. */
async function bobSends(transaction: Record<string, unknown>) {
  return (await rpc('eth_sendTransaction', [
    { from: bob, gas: '0x30000', ...transaction },
  ])) as Hex
}

beforeAll(async () => {
  devnet = await startTestDevnet()
  await rpc('anvil_setCode', [reverter, reverterCode])
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  localStorage.clear()
})

/** What the hostile wallet answers, for the methods it lies about. */
type Script = {
  sendTransaction?: (() => unknown) | undefined
  getCallsStatus?: ((id: string) => unknown) | undefined
}

/**
 * The Dev wallet behind a provider that answers as `script` says, and the
 * visitor connected to it, the list followed.
 */
async function setup() {
  const { provider, control } = createDevWallet({
    chains: [devnet.walletChains[0]],
    calls: 'atomic',
    persist: false,
  })
  const script: Script = {}
  const request: EIP1193Provider['request'] = async (args) => {
    if (args.method === 'eth_sendTransaction' && script.sendTransaction)
      return script.sendTransaction() as never
    if (args.method === 'wallet_getCallsStatus' && script.getCallsStatus)
      return script.getCallsStatus(
        (args.params as readonly string[])[0]!,
      ) as never
    return provider.request(args as never) as never
  }
  const hostile = new Proxy(provider, {
    get: (target, key) =>
      key === 'request'
        ? request
        : (Reflect.get(target, key, target)?.bind?.(target) ??
          Reflect.get(target, key, target)),
  })
  installEthereum({ provider: hostile }, window)
  cleanups.push(async () => {
    control.reset()
    delete (window as { ethereum?: unknown }).ethereum
  })
  const latch = createTestConfig(devnet, {
    storage: localStorage,
    transactions: { droppedAfter: 400, pollingInterval: 50 },
  })
  await connectWallet(latch, { connectorId: 'injected' })
  const [account] = (await provider.request({
    method: 'eth_accounts',
  })) as Address[]
  // The visitor's own transactions, sent by the real wallet.
  const wallet = createWalletClient({
    account: account!,
    chain: devnet.chains[0] as Chain,
    transport: custom(provider),
  })
  let items: readonly RecentTransaction[] = []
  cleanups.push(
    watchRecentTransactions(latch, {
      onChange: (next) => {
        items = next
      },
    }),
  )
  return {
    latch,
    control,
    script,
    wallet,
    account: account!,
    items: () => items,
  }
}

const node = () =>
  createPublicClient({ transport: http(devnet.anvils[0].rpcUrl) })

/** Waits (bounded) until the item is settled, or gone; returns it. */
async function settled(latch: LatchConfig, id: string, timeout = 3_000) {
  const start = Date.now()
  for (;;) {
    const item = getRecentTransactions(latch).find(
      (x) => x.id === id.toLowerCase(),
    )
    if (item?.status !== 'pending' || Date.now() - start > timeout) return item
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Whether the node shows `hash` as `account`'s transaction, mined and successful. */
async function isAccountsSuccess(account: Address, hash: Hex) {
  const receipt = await node()
    .getTransactionReceipt({ hash })
    .catch(() => undefined)
  return (
    receipt !== undefined &&
    isAddressEqual(receipt.from, account) &&
    receipt.status === 'success'
  )
}

describe('a wallet that answers with what is not the visitor’s', () => {
  test("eth_sendTransaction answered with another account's mined hash: refused, typed, not listed", async () => {
    const { latch, script } = await setup()
    const foreign = await bobSends({ to: bob, value: '0x1' })
    script.sendTransaction = () => foreign
    const error = await sendWalletTransaction(latch, {
      to: bob,
      value: 1n,
      description: 'Not mine',
    }).catch((error: unknown) => error)
    expect(error).toMatchObject({ name: 'TransactionNotFromAccountError' })
    expect(
      (error as Error).message.replace(/0x[0-9a-fA-F]{40,64}/g, '0x…'),
    ).toMatchInlineSnapshot(`
      "The wallet answered with a transaction the account did not send.

      Transaction: 0x…
      Account: 0x…
      Sent by: 0x…"
    `)
    expect(getRecentTransactions(latch)).toEqual([])
  })

  test("another account's hash listed by the dapp: taken off the list once the node shows its sender", async () => {
    const { latch } = await setup()
    const foreign = await bobSends({ to: bob, value: '0x2' })
    addRecentTransaction(latch, { hash: foreign, description: 'Not mine' })
    expect(await settled(latch, foreign)).toBeUndefined()
  })

  test.each([
    ['status 200, its receipt reverted on chain', {}],
    ['atomic: null', { atomic: null }],
    ['a 32-byte block number', { blockNumber: `0x${'ff'.repeat(32)}` }],
  ])(
    'a batch the wallet calls done (%s), whose transaction reverted: Failed, and kept',
    async (_, odd) => {
      const { latch, script, control, wallet } = await setup()
      control.sendFailing()
      const reverted = await wallet.sendTransaction({ to: reverter })
      control.sendFailing(false)
      script.getCallsStatus = () => ({
        version: '2.0.0',
        id: '0x01',
        chainId: `0x${devnet.chains[0].id.toString(16)}`,
        status: 200,
        atomic: 'atomic' in odd ? odd.atomic : true,
        receipts: [
          {
            logs: [],
            // The wallet says it succeeded: the node says otherwise.
            status: '0x1',
            blockHash: `0x${'00'.repeat(32)}`,
            blockNumber: 'blockNumber' in odd ? odd.blockNumber : '0x1',
            gasUsed: '0x5208',
            transactionHash: reverted,
          },
        ],
      })
      const { id } = await sendWalletCalls(latch, {
        calls: [{ to: bob, value: 1n }],
        description: 'Two in one',
      })
      const item = await settled(latch, id)
      expect(item).toMatchObject({ status: 'failed', hashes: [reverted] })
      expect(item!.atomic).toBe('atomic' in odd ? undefined : true)
    },
  )

  test("a batch the wallet calls done with another account's successful transaction: not Confirmed, and kept", async () => {
    const { latch, script } = await setup()
    const foreign = await bobSends({ to: bob, value: '0x3' })
    script.getCallsStatus = () => ({
      version: '2.0.0',
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: foreign, status: '0x1' }],
    })
    const { id } = await sendWalletCalls(latch, {
      calls: [{ to: bob, value: 1n }],
      description: 'Not mine either',
    })
    const item = await settled(latch, id)
    expect(item?.status).toBe('dropped')
    expect(item?.hashes).toBeUndefined()
  })
})

test('a batch the wallet says ran in more transactions than the list keeps (20): not Confirmed on the 20 it keeps', async () => {
  const { latch, script, wallet } = await setup()
  const own: Hex[] = []
  for (let index = 0; index < 21; index++)
    own.push(await wallet.sendTransaction({ to: bob, value: 1n }))
  let named = own
  script.getCallsStatus = () => ({
    version: '2.0.0',
    status: 200,
    atomic: false,
    receipts: named.map((transactionHash) => ({ transactionHash })),
  })
  const many = await sendWalletCalls(latch, {
    calls: [{ to: bob, value: 1n }],
    description: 'Twenty-one',
  })
  expect((await settled(latch, many.id))?.status).toBe('dropped')
  // Twenty, each the account's and successful: Confirmed.
  named = own.slice(0, 20)
  const twenty = await sendWalletCalls(latch, {
    calls: [{ to: bob, value: 1n }],
    description: 'Twenty',
  })
  expect(await settled(latch, twenty.id)).toMatchObject({ status: 'confirmed' })
})

describe('a smart account (ERC-4337): a bundler sends, the EntryPoint names the account', () => {
  // An EntryPoint at its real address that emits, for any call,
  // UserOperationEvent(0, sender, 0, 0, success, 0, 0) from its calldata
  // (sender, success): the log a bundle leaves for each operation.
  const userOperationEvent =
    '49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'
  const entryPointCode = `0x602035602052600060003560007f${userOperationEvent}60806000a400`
  const bundle = async (sender: Address, success: boolean) => {
    await rpc('anvil_setCode', [entryPoint07Address, entryPointCode])
    return bobSends({
      to: entryPoint07Address,
      data: encodeAbiParameters(
        [{ type: 'address' }, { type: 'bool' }],
        [sender, success],
      ),
    })
  }

  test.each([
    ['its operation succeeded: Confirmed', true, 'confirmed'],
    ['its operation failed in a bundle that ran: Failed', false, 'failed'],
  ] as const)('eth_sendTransaction, %s', async (_, success, status) => {
    const { latch, script, account } = await setup()
    const hash = await bundle(account, success)
    script.sendTransaction = () => hash
    await sendWalletTransaction(latch, {
      to: bob,
      value: 1n,
      description: 'From a smart account',
    })
    expect(await settled(latch, hash)).toMatchObject({ status })
  })

  test.each([
    ['its operation succeeded: Confirmed', true, 'confirmed'],
    ['its operation failed in a bundle that ran: Failed', false, 'failed'],
  ] as const)('a batch, %s', async (_, success, status) => {
    const { latch, script, account } = await setup()
    const hash = await bundle(account, success)
    script.getCallsStatus = () => ({
      version: '2.0.0',
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: hash, status: '0x1' }],
    })
    const { id } = await sendWalletCalls(latch, {
      calls: [{ to: bob, value: 1n }],
      description: 'A smart batch',
    })
    expect(await settled(latch, id)).toMatchObject({ status, hashes: [hash] })
  })

  test("another account's operation: refused", async () => {
    const { latch, script } = await setup()
    const hash = await bundle(bob, true)
    script.sendTransaction = () => hash
    await expect(
      sendWalletTransaction(latch, {
        to: bob,
        value: 1n,
        description: 'Not mine',
      }),
    ).rejects.toMatchObject({ name: 'TransactionNotFromAccountError' })
    expect(getRecentTransactions(latch)).toEqual([])
  })
})

describe('property: whatever the wallet answers, the list holds to the node', () => {
  test('never Confirmed unless the node shows the account’s successful transaction; never an entry lost', async () => {
    const { latch, script, control, wallet, account } = await setup()
    // Real hashes the wallet can answer with: another account's (mined,
    // reverted), the visitor's own (mined, reverted), and none at all.
    const foreignOk = await bobSends({ to: bob, value: '0x4' })
    const foreignReverted = await bobSends({ to: reverter })
    const ownOk = await wallet.sendTransaction({ to: bob, value: 4n })
    control.sendFailing()
    const ownReverted = await wallet.sendTransaction({ to: reverter })
    control.sendFailing(false)
    const unknown = `0x${'5a'.repeat(32)}` as Hex
    const hash = fc.constantFrom(
      foreignOk,
      foreignReverted,
      ownOk,
      ownReverted,
      unknown,
    )
    const odd = fc.constantFrom<unknown>(
      null,
      'x',
      42,
      -1,
      2 ** 60,
      `0x${'ff'.repeat(32)}`,
      {},
      [],
    )
    const receipt = fc.record(
      {
        transactionHash: fc.oneof(hash, odd),
        status: fc.oneof(fc.constantFrom('0x1', '0x0'), odd),
        blockNumber: fc.oneof(fc.constant('0x1'), odd),
        gasUsed: fc.oneof(fc.constant('0x5208'), odd),
        logs: fc.oneof(fc.constant([]), odd),
      },
      { requiredKeys: [] },
    )
    const callsStatus = fc.oneof(
      fc.constant(undefined), // the real wallet's answer
      fc.record(
        {
          version: fc.constant('2.0.0'),
          status: fc.oneof(
            fc.constantFrom(100, 200, 250, 400, 500, 600, 'CONFIRMED'),
            odd,
          ),
          atomic: fc.oneof(fc.boolean(), odd),
          receipts: fc.oneof(fc.array(receipt, { maxLength: 3 }), odd),
        },
        { requiredKeys: ['status'] },
      ),
      odd,
    )
    const sendAnswer = fc.oneof(
      fc.constant(undefined), // the real wallet sends
      hash,
      odd,
    )
    const kept: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ kind: fc.constant('transaction'), answer: sendAnswer }),
          fc.record({ kind: fc.constant('calls'), answer: callsStatus }),
        ),
        async ({ kind, answer }) => {
          script.sendTransaction =
            kind === 'transaction' && answer !== undefined
              ? () => answer
              : undefined
          script.getCallsStatus =
            kind === 'calls' && answer !== undefined ? () => answer : undefined
          const description = `Run ${kept.length}`
          let id: string
          try {
            id =
              kind === 'transaction'
                ? (
                    await sendWalletTransaction(latch, {
                      to: bob,
                      value: 1n,
                      description,
                    })
                  ).hash
                : (
                    await sendWalletCalls(latch, {
                      calls: [{ to: bob, value: 1n }],
                      description,
                    })
                  ).id
          } catch (error) {
            // Refused before anything was listed: typed, and nothing added.
            expect([
              'TransactionNotFromAccountError',
              'InvalidRecentTransactionError',
            ]).toContain((error as Error).name)
            expect(
              getRecentTransactions(latch).map((x) => x.description),
            ).not.toContain(description)
            return
          }
          kept.push(id.toLowerCase())
          // An answer that never settles it leaves it pending: 2 s is enough
          // for any other (droppedAfter is 400 ms).
          const item = await settled(latch, id, 2_000)
          // Never lost: this one, and every one listed before it.
          const listed = getRecentTransactions(latch).map((x) => x.id)
          for (const x of kept) expect(listed).toContain(x)
          if (item?.status !== 'confirmed') return
          const hashes =
            item.kind === 'transaction' ? [item.id as Hex] : (item.hashes ?? [])
          expect(hashes.length).toBeGreaterThan(0)
          for (const x of hashes)
            expect(await isAccountsSuccess(account, x)).toBe(true)
        },
      ),
      { numRuns: 20, endOnFailure: true },
    )
  }, 120_000)
})
