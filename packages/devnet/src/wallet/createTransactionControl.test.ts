import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  parseEther,
  type ReplacementReturnType,
  toHex,
} from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  test,
  vi,
} from 'vitest'
import { type Anvil, startAnvil } from '../anvil.ts'
import {
  type CreateDevWalletParameters,
  createDevWallet,
  type DevWalletStorage,
} from './createDevWallet.ts'
import { devAccount } from './devAccount.ts'

// A node of its own: these tests pause its mining.
let anvil: Anvil
const chain = defineChain({
  id: 13_373,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const recipient = '0x000000000000000000000000000000000000bEEF'
// PUSH0 PUSH0 REVERT: a contract every call to reverts.
const reverter = '0x00000000000000000000000000000000000000fa'

async function node(method: string, params: unknown[] = []) {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: chain.id })
  await node('anvil_setCode', [reverter, '0x5f5ffd'])
})

afterAll(async () => {
  await anvil?.stop()
})

// A test that failed with mining paused must not leave it paused.
afterEach(async () => {
  await node('evm_setAutomine', [true])
})

/** An authorized wallet on the node, and viem's clients over it. */
async function wallet(parameters: Partial<CreateDevWalletParameters> = {}) {
  const created = createDevWallet({
    chains: [{ id: chain.id, name: chain.name, rpcUrl: anvil.rpcUrl }],
    ...parameters,
  })
  const { provider } = created
  const request = provider.request as (args: {
    method: string
    params?: unknown
  }) => Promise<unknown>
  const [address] = (await request({ method: 'eth_requestAccounts' })) as [
    Address,
  ]
  return {
    ...created,
    request,
    address,
    walletClient: createWalletClient({
      account: address,
      chain,
      transport: custom(provider),
    }),
    publicClient: createPublicClient({
      chain,
      transport: custom(provider),
      pollingInterval: 50,
    }),
  }
}

/**
 * Sends with mining paused and starts viem's wait with `onReplaced`, once
 * viem has seen the pending transaction (it needs its nonce to find a
 * replacement).
 */
async function sendPending(accountIndex: number) {
  const created = await wallet({ accountIndex })
  const { control, walletClient, publicClient } = created
  await control.setAutomine(false)
  const hash = await walletClient.sendTransaction({
    to: recipient,
    value: parseEther('0.5'),
  })
  expect(await publicClient.getTransaction({ hash })).toMatchObject({
    blockNumber: null,
  })
  control.clearRequests()
  const onReplaced = vi.fn<(replacement: ReplacementReturnType) => void>()
  const receipt = publicClient.waitForTransactionReceipt({ hash, onReplaced })
  await vi.waitFor(
    () =>
      expect(
        control.requests({ method: 'eth_getTransactionByHash' }),
      ).not.toHaveLength(0),
    { timeout: 10_000, interval: 20 },
  )
  return { ...created, hash, onReplaced, receipt }
}

describe('replace', () => {
  test('speedUp: same call, same nonce, higher fees; viem reports repriced', async () => {
    const { control, hash, onReplaced, receipt, address, publicClient } =
      await sendPending(1)
    const before = await publicClient.getBalance({ address: recipient })
    const original = await publicClient.getTransaction({ hash })
    const replacement = await control.speedUp()
    expect(replacement).not.toBe(hash)
    const [first, second] = control.transactions()
    expect(first).toMatchObject({
      hash,
      from: address,
      to: recipient,
      value: parseEther('0.5'),
      status: 'repriced',
      replacedBy: replacement,
    })
    expect(second).toMatchObject({
      hash: replacement,
      nonce: first!.nonce,
      to: recipient,
      value: parseEther('0.5'),
      status: 'sent',
    })
    // The node took the replacement in the first one's place.
    await expect(publicClient.getTransaction({ hash })).rejects.toMatchObject({
      name: 'TransactionNotFoundError',
    })
    const replaced = await publicClient.getTransaction({ hash: replacement })
    expect(replaced.maxFeePerGas).toBeGreaterThan(
      (original.maxFeePerGas! * 11n) / 10n,
    )
    expect(replaced.maxPriorityFeePerGas).toBeGreaterThan(
      (original.maxPriorityFeePerGas! * 11n) / 10n,
    )

    await control.mine()
    expect(await receipt).toMatchObject({
      transactionHash: replacement,
      status: 'success',
    })
    expect(onReplaced).toHaveBeenCalledTimes(1)
    expect(onReplaced.mock.calls[0]![0]).toMatchObject({
      reason: 'repriced',
      replacedTransaction: { hash },
      transaction: { hash: replacement },
    })
    expect(
      (await publicClient.getBalance({ address: recipient })) - before,
    ).toBe(parseEther('0.5'))
  })

  test('cancel: nothing to oneself, same nonce; viem reports cancelled and the value never moves', async () => {
    const { control, hash, onReplaced, receipt, address, publicClient } =
      await sendPending(2)
    const before = await publicClient.getBalance({ address: recipient })
    const replacement = await control.cancel(hash)
    expect(control.transactions().at(-1)).toMatchObject({
      hash: replacement,
      to: address,
      value: 0n,
      data: undefined,
    })
    await control.mine()
    expect(await receipt).toMatchObject({
      transactionHash: replacement,
      from: address.toLowerCase(),
      to: address.toLowerCase(),
    })
    expect(onReplaced.mock.calls[0]![0]).toMatchObject({
      reason: 'cancelled',
      replacedTransaction: { hash },
    })
    expect(await publicClient.getBalance({ address: recipient })).toBe(before)
  })
})

describe('drop', () => {
  test('drop removes the pending transaction from the pool: never mined, its nonce free again', async () => {
    const { control, walletClient, publicClient, request } = await wallet({
      accountIndex: 3,
    })
    await control.setAutomine(false)
    const hash = await walletClient.sendTransaction({
      to: recipient,
      value: 1n,
    })
    await control.drop()
    expect(control.transactions()).toMatchObject([{ hash, status: 'dropped' }])
    expect(
      await request({ method: 'eth_getTransactionByHash', params: [hash] }),
    ).toBeNull()
    await control.mine()
    expect(
      await request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    ).toBeNull()
    // Nothing pending is left to replace or drop.
    await expect(control.speedUp()).rejects.toMatchObject({ code: -32602 })
    await expect(control.drop(hash)).rejects.toMatchObject({ code: -32602 })

    await control.setAutomine(true)
    const again = await walletClient.sendTransaction({
      to: recipient,
      value: 1n,
    })
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: again,
    })
    const [dropped, sent] = control.transactions()
    expect(sent!.nonce).toBe(dropped!.nonce)
    expect(receipt.status).toBe('success')
  })
})

describe('batches', () => {
  const sendCalls = (
    request: (args: { method: string; params?: unknown }) => Promise<unknown>,
    atomicRequired: boolean,
  ) =>
    request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(chain.id),
          atomicRequired,
          calls: [
            { to: recipient, value: '0x1' },
            { to: recipient, value: '0x2' },
          ],
        },
      ],
    }) as Promise<{ id: string }>
  const status = async (
    request: (args: { method: string; params?: unknown }) => Promise<unknown>,
    id: string,
  ) =>
    (await request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts: { transactionHash: Hex }[]
    }

  test('a sped-up atomic batch is pending (100), then confirmed (200) with the replacement’s receipt', async () => {
    const { request, control } = await wallet({ accountIndex: 4 })
    await control.setAutomine(false)
    const { id } = await sendCalls(request, true)
    expect(await status(request, id)).toMatchObject({
      status: 100,
      receipts: [],
    })
    const replacement = await control.speedUp()
    await control.mine()
    expect(await status(request, id)).toMatchObject({
      status: 200,
      receipts: [{ transactionHash: replacement }],
    })
  })

  test('a cancelled atomic batch is 400; the cancel, to a delegated account, succeeds', async () => {
    const { request, control, publicClient } = await wallet({
      accountIndex: 9,
    })
    // A first batch delegates the account to the executor.
    const first = await sendCalls(request, true)
    await vi.waitFor(async () =>
      expect((await status(request, first.id)).status).toBe(200),
    )
    expect(
      await request({
        method: 'wallet_getCapabilities',
        params: [undefined, [toHex(chain.id)]],
      }),
    ).toEqual({ [toHex(chain.id)]: { atomic: { status: 'supported' } } })
    await control.setAutomine(false)
    const { id } = await sendCalls(request, true)
    const cancel = await control.cancel()
    await control.mine()
    expect(await status(request, id)).toMatchObject({
      status: 400,
      receipts: [],
    })
    expect(
      await publicClient.getTransactionReceipt({ hash: cancel }),
    ).toMatchObject({ status: 'success' })
  })

  test('a cancelled call stops a one-by-one batch: nothing included is 400', async () => {
    const { request, control } = await wallet({
      accountIndex: 5,
      calls: 'sequential',
    })
    await control.setAutomine(false)
    const { id } = await sendCalls(request, false)
    await vi.waitFor(() => expect(control.transactions()).toHaveLength(1))
    expect((await status(request, id)).status).toBe(100)
    await control.cancel()
    await control.mine()
    await vi.waitFor(async () =>
      expect(await status(request, id)).toMatchObject({
        status: 400,
        receipts: [],
      }),
    )
    // The second call was never sent.
    expect(control.transactions().map((sent) => sent.status)).toEqual([
      'cancelled',
      'sent',
    ])
  })
})

describe('persisted', () => {
  test('a reloaded page, or another tab, follows a batch the first sent and sped up', async () => {
    const saved = new Map<string, string>()
    const storage: DevWalletStorage = {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    }
    const first = await wallet({ accountIndex: 8, persist: true, storage })
    await first.control.setAutomine(false)
    const { id } = (await first.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(chain.id),
          atomicRequired: true,
          calls: [{ to: recipient, value: '0x1' }],
        },
      ],
    })) as { id: string }

    const second = await wallet({ accountIndex: 8, persist: true, storage })
    const status = () =>
      second.request({ method: 'wallet_getCallsStatus', params: [id] })
    expect(await status()).toMatchObject({ status: 100, atomic: true })
    const replacement = await first.control.speedUp()
    await first.control.mine()
    expect(await status()).toMatchObject({
      status: 200,
      receipts: [{ transactionHash: replacement }],
    })
  })

  test('stored batches are checked on read: a malformed one is ignored', async () => {
    const storage: DevWalletStorage = {
      getItem: () =>
        JSON.stringify({
          authorized: true,
          chainId: chain.id,
          accountIndex: 0,
          chains: [],
          batches: [{ id: 'bad', chainId: chain.id, hashes: ['0x1'] }, null],
          replaced: [['0x12', { status: 'repriced' }], 'x'],
        }),
      setItem: () => {},
      removeItem: () => {},
    }
    const { request } = await wallet({ persist: true, storage })
    await expect(
      request({ method: 'wallet_getCallsStatus', params: ['bad'] }),
    ).rejects.toMatchObject({ code: 5730 })
  })
})

describe('reject and revert', () => {
  test('rejectNext: the send is 4001, as viem’s UserRejectedRequestError; nothing is sent', async () => {
    const { control, walletClient } = await wallet({ accountIndex: 6 })
    control.rejectNext({ method: 'eth_sendTransaction' })
    await expect(
      walletClient.sendTransaction({ to: recipient, value: 1n }),
    ).rejects.toMatchObject({
      cause: { name: 'UserRejectedRequestError', code: 4001 },
    })
    expect(control.transactions()).toEqual([])
  })

  test('a call that reverts is refused as the estimate says; with sendFailing it is mined and reverts', async () => {
    const { control, walletClient, publicClient } = await wallet({
      accountIndex: 7,
    })
    await expect(
      walletClient.sendTransaction({ to: reverter, data: '0x01' }),
    ).rejects.toMatchObject({ name: 'TransactionExecutionError' })
    expect(control.transactions()).toEqual([])

    control.sendFailing()
    const hash = await walletClient.sendTransaction({
      to: reverter,
      data: '0x01',
    })
    expect(
      await publicClient.waitForTransactionReceipt({ hash }),
    ).toMatchObject({ status: 'reverted' })

    control.reset()
    await expect(
      walletClient.sendTransaction({ to: reverter, data: '0x01' }),
    ).rejects.toMatchObject({ name: 'TransactionExecutionError' })
    expect(devAccount(7).address).toBe(walletClient.account.address)
  })
})
