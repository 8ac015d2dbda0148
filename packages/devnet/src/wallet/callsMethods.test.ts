import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type Anvil, startAnvil } from '../anvil.ts'
import DemoToken from '../contracts/DemoToken.json' with { type: 'json' }
import { batchExecutor } from './batchExecutor.ts'
import {
  type CreateDevWalletParameters,
  createDevWallet,
} from './createDevWallet.ts'
import { devAccount } from './devAccount.ts'

// A node of its own: the batches delegate accounts and move tokens.
let anvil: Anvil
let token: Address
const chain = defineChain({
  id: 13_372,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const recipient = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: chain.id })
  const deployer = createWalletClient({
    account: devAccount(9),
    chain,
    transport: http(anvil.rpcUrl),
  })
  const holders = Array.from(
    { length: 10 },
    (_, index) => devAccount(index).address,
  )
  const hash = await deployer.deployContract({
    abi: DemoToken.abi,
    bytecode: DemoToken.bytecode as Hex,
    args: [holders, parseEther('1000')],
  })
  const receipt = await createPublicClient({
    chain,
    transport: http(anvil.rpcUrl),
  }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
  token = receipt.contractAddress!
})

afterAll(async () => {
  await anvil?.stop()
})

/** An authorized wallet on the node, with `request` loosely typed. */
async function wallet(parameters: Partial<CreateDevWalletParameters> = {}) {
  const created = createDevWallet({
    chains: [{ id: chain.id, name: chain.name, rpcUrl: anvil.rpcUrl }],
    ...parameters,
  })
  const request = created.provider.request as (args: {
    method: string
    params?: unknown
  }) => Promise<unknown>
  const [address] = (await request({ method: 'eth_requestAccounts' })) as [
    Address,
  ]
  return { ...created, request, address }
}

const tokenCall = (functionName: string, args: unknown[]) =>
  encodeFunctionData({
    abi: DemoToken.abi,
    functionName,
    args,
  } as Parameters<typeof encodeFunctionData>[0])

// The front end's "Approve and send": the second call needs the first.
const approveAndSend = (from: Address, amount: bigint) => [
  { to: token, data: tokenCall('approve', [from, amount]) },
  { to: token, data: tokenCall('transferFrom', [from, recipient, amount]) },
]

async function read(functionName: string, args: unknown[]) {
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  return client.readContract({
    address: token,
    abi: DemoToken.abi,
    functionName,
    args,
  } as Parameters<typeof client.readContract>[0]) as Promise<bigint>
}

const sendCalls = (
  request: (args: { method: string; params?: unknown }) => Promise<unknown>,
  parameters: Record<string, unknown>,
) =>
  request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: toHex(chain.id),
        atomicRequired: false,
        ...parameters,
      },
    ],
  }) as Promise<{ id: string }>

type Status = {
  status: number
  atomic: boolean
  receipts: { status: Hex; transactionHash: Hex }[]
}

/** Polls wallet_getCallsStatus until the batch is no longer pending (100). */
async function settled(
  request: (args: { method: string; params?: unknown }) => Promise<unknown>,
  id: string,
): Promise<Status> {
  let status: Status | undefined
  await vi.waitFor(
    async () => {
      status = (await request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as Status
      expect(status.status).not.toBe(100)
    },
    { timeout: 20_000, interval: 50 },
  )
  return status!
}

describe('wallet_getCapabilities', () => {
  test('atomic is ready, then supported once the account is delegated; per chain, hex ids', async () => {
    const { request, address } = await wallet({ accountIndex: 5 })
    expect(
      await request({ method: 'wallet_getCapabilities', params: [address] }),
    ).toEqual({ '0x343c': { atomic: { status: 'ready' } } })
    // Unknown chains are left out, as EIP-5792 says.
    expect(
      await request({
        method: 'wallet_getCapabilities',
        params: [address, ['0x343c', '0x1']],
      }),
    ).toEqual({ '0x343c': { atomic: { status: 'ready' } } })

    const { id } = await sendCalls(request, {
      calls: [{ to: recipient, value: '0x1' }],
    })
    expect((await settled(request, id)).status).toBe(200)
    expect(
      await request({ method: 'wallet_getCapabilities', params: [address] }),
    ).toEqual({ '0x343c': { atomic: { status: 'supported' } } })
  })

  test('sequential mode answers unsupported; an unconnected account is 4100; bad chain ids -32602', async () => {
    const { request, address, control } = await wallet({ calls: 'sequential' })
    expect(
      await request({ method: 'wallet_getCapabilities', params: [address] }),
    ).toEqual({ '0x343c': { atomic: { status: 'unsupported' } } })
    await expect(
      request({
        method: 'wallet_getCapabilities',
        params: [devAccount(7).address],
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      request({ method: 'wallet_getCapabilities', params: [address, [13372]] }),
    ).rejects.toMatchObject({ code: -32602 })
    control.setCallsMode('atomic')
    expect(
      await request({ method: 'wallet_getCapabilities', params: [address] }),
    ).toMatchObject({ '0x343c': { atomic: { status: 'ready' } } })
  })
})

describe('wallet_sendCalls, atomic', () => {
  test('approve and transferFrom run as one transaction to the account, delegated to the executor', async () => {
    const { request, address, control } = await wallet({ accountIndex: 1 })
    const before = await read('balanceOf', [recipient])
    const { id } = await sendCalls(request, {
      atomicRequired: true,
      calls: approveAndSend(address, parseEther('3')),
    })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)

    const status = await settled(request, id)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x343c',
      status: 200,
      atomic: true,
    })
    expect(status.receipts).toHaveLength(1)
    expect(Object.keys(status.receipts[0]!).sort()).toEqual([
      'blockHash',
      'blockNumber',
      'gasUsed',
      'logs',
      'status',
      'transactionHash',
    ])
    expect((await read('balanceOf', [recipient])) - before).toBe(
      parseEther('3'),
    )
    const [sent] = control.transactions()
    expect(sent).toMatchObject({ from: address, to: address, status: 'sent' })
    expect(
      await request({ method: 'eth_getCode', params: [address, 'latest'] }),
    ).toBe(`0xef0100${batchExecutor.address.slice(2).toLowerCase()}`)

    // Delegated already: the next batch needs no authorization, and the
    // account still takes plain transfers, as an EOA does.
    const again = await sendCalls(request, {
      calls: [
        { to: recipient, value: '0x2' },
        { to: address, value: '0x3' },
      ],
    })
    expect((await settled(request, again.id)).status).toBe(200)
  })

  test('a call that reverts: refused as the estimate says, or with sendFailing mined and all undone (500)', async () => {
    const { request, address, control } = await wallet({ accountIndex: 2 })
    const calls = [
      { to: token, data: tokenCall('approve', [address, 5n]) },
      // More than approved: reverts with ERC20InsufficientAllowance.
      { to: token, data: tokenCall('transferFrom', [address, recipient, 6n]) },
    ]
    await expect(sendCalls(request, { calls })).rejects.toMatchObject({
      code: 3,
    })

    control.sendFailing()
    const { id } = await sendCalls(request, { calls })
    const status = await settled(request, id)
    expect(status).toMatchObject({ status: 500, atomic: true })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x0'])
    // The approve ran, then was undone with the batch.
    expect(await read('allowance', [address, address])).toBe(0n)
  })
})

describe('wallet_sendCalls, one by one', () => {
  test('sequential: each call its own transaction, in order; atomicRequired is 5760', async () => {
    const { request, address, control } = await wallet({
      accountIndex: 3,
      calls: 'sequential',
    })
    await expect(
      sendCalls(request, {
        atomicRequired: true,
        calls: approveAndSend(address, 1n),
      }),
    ).rejects.toMatchObject({ code: 5760, message: 'Atomicity not supported.' })

    const before = await read('balanceOf', [recipient])
    const { id } = await sendCalls(request, {
      calls: approveAndSend(address, parseEther('2')),
    })
    const status = await settled(request, id)
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.transactionHash)).toEqual(
      control.transactions().map((transaction) => transaction.hash),
    )
    expect((await read('balanceOf', [recipient])) - before).toBe(
      parseEther('2'),
    )
  })

  test('a failing call: refused after the first is mined (600), or mined reverted (600); a first call refused is 400', async () => {
    const { request, address, control } = await wallet({
      accountIndex: 4,
      calls: 'sequential',
    })
    const calls = [
      { to: recipient, value: '0x1' },
      {
        to: token,
        data: tokenCall('transfer', [recipient, parseEther('1000000000')]),
      },
    ]
    const refused = await settled(
      request,
      (await sendCalls(request, { calls })).id,
    )
    expect(refused.status).toBe(600)
    expect(refused.receipts.map((receipt) => receipt.status)).toEqual(['0x1'])

    control.sendFailing()
    const reverted = await settled(
      request,
      (await sendCalls(request, { calls })).id,
    )
    expect(reverted.status).toBe(600)
    expect(reverted.receipts.map((receipt) => receipt.status)).toEqual([
      '0x1',
      '0x0',
    ])
    const allReverted = await settled(
      request,
      (await sendCalls(request, { calls: [calls[1]] })).id,
    )
    expect(allReverted.status).toBe(500)

    control.sendFailing(false)
    const none = await settled(
      request,
      (await sendCalls(request, { calls: [calls[1], calls[0]] })).id,
    )
    expect(none).toMatchObject({ status: 400, receipts: [] })
    expect(address).toBe(devAccount(4).address)
  })
})

describe('validation and ids', () => {
  test('ids: the app’s own, a duplicate is 5720, an unknown one 5730; showCallsStatus records it', async () => {
    const { request, control } = await wallet({ accountIndex: 6 })
    const calls = [{ to: recipient, value: '0x1' }]
    expect(await sendCalls(request, { id: 'order-42', calls })).toEqual({
      id: 'order-42',
    })
    await expect(
      sendCalls(request, { id: 'order-42', calls }),
    ).rejects.toMatchObject({ code: 5720 })
    expect(
      await request({ method: 'wallet_showCallsStatus', params: ['order-42'] }),
    ).toBeNull()
    expect(control.shownCalls()).toEqual(['order-42'])
    for (const method of ['wallet_getCallsStatus', 'wallet_showCallsStatus'])
      await expect(
        request({ method, params: ['0x1234'] }),
      ).rejects.toMatchObject({ code: 5730 })
  })

  test('malformed params are -32602; an unknown chain 5710; a required capability 5700, an optional one is ignored', async () => {
    const { request } = await wallet({ accountIndex: 6 })
    const calls = [{ to: recipient, value: '0x1' }]
    for (const params of [
      { version: '1.0', calls },
      { calls: [] },
      { calls: [{ to: 'nope' }] },
      { calls: [{ to: recipient, value: 1 }] },
      { calls: [{ to: recipient, data: '0x1' }] },
      { calls, atomicRequired: 'yes' },
      { calls, chainId: 13372 },
    ])
      await expect(sendCalls(request, params)).rejects.toMatchObject({
        code: -32602,
      })
    await expect(
      sendCalls(request, { calls, chainId: '0x1' }),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      sendCalls(request, { calls, capabilities: { auxiliaryFunds: {} } }),
    ).rejects.toMatchObject({ code: 5700 })
    // Well formed, on a chain without a bundler: not offered.
    await expect(
      sendCalls(request, {
        calls,
        capabilities: { paymasterService: { url: 'http://127.0.0.1:9/' } },
      }),
    ).rejects.toMatchObject({ code: 5700 })
    await expect(
      sendCalls(request, {
        calls: [{ ...calls[0], capabilities: { auxiliaryFunds: {} } }],
      }),
    ).rejects.toMatchObject({ code: 5700 })
    const { id } = await sendCalls(request, {
      calls,
      capabilities: {
        paymasterService: { url: 'http://127.0.0.1:9/', optional: true },
      },
    })
    expect((await settled(request, id)).status).toBe(200)
  })

  test('sending from an account the site was not given is 4100; unsupported mode answers -32601', async () => {
    const { request, control } = await wallet({ accountIndex: 6 })
    await expect(
      sendCalls(request, {
        from: devAccount(8).address,
        calls: [{ to: recipient }],
      }),
    ).rejects.toMatchObject({ code: 4100 })
    control.setCallsMode('unsupported')
    await expect(
      request({ method: 'wallet_getCapabilities', params: [] }),
    ).rejects.toMatchObject({
      code: -32601,
      message:
        'The method "wallet_getCapabilities" does not exist / is not available.',
    })
    control.reset()
    expect(
      await request({ method: 'wallet_getCapabilities', params: [] }),
    ).toHaveProperty('0x343c')
  })
})

describe('viem', () => {
  function clients(provider: Parameters<typeof custom>[0]) {
    return {
      wallet: createWalletClient({ chain, transport: custom(provider) }),
      public: createPublicClient({
        chain,
        transport: custom(provider),
        pollingInterval: 50,
      }),
    }
  }

  test('sendCalls atomically, getCapabilities, getCallsStatus and waitForCallsStatus', async () => {
    const { provider, address } = await wallet({ accountIndex: 7 })
    const client = clients(provider).wallet
    expect(
      await client.getCapabilities({ account: address, chainId: chain.id }),
    ).toEqual({ atomic: { status: 'ready' } })
    const { id } = await client.sendCalls({
      account: address,
      forceAtomic: true,
      calls: approveAndSend(address, 7n),
    })
    const result = await client.waitForCallsStatus({ id, pollingInterval: 50 })
    expect(result).toMatchObject({
      status: 'success',
      statusCode: 200,
      atomic: true,
      chainId: chain.id,
    })
    expect(result.receipts?.[0]).toMatchObject({ status: 'success' })
    expect(await client.getCallsStatus({ id })).toMatchObject({
      status: 'success',
    })
    await client.showCallsStatus({ id })
  })

  test('with the wallet in unsupported mode, experimental_fallback sends the calls one by one', async () => {
    const { provider, address, control } = await wallet({
      accountIndex: 8,
      calls: 'unsupported',
    })
    const client = clients(provider).wallet
    const before = await read('balanceOf', [recipient])
    const { id } = await client.sendCalls({
      account: address,
      experimental_fallback: true,
      calls: approveAndSend(address, 9n),
    })
    expect(control.requests({ method: 'eth_sendTransaction' })).toHaveLength(2)
    const result = await client.waitForCallsStatus({ id, pollingInterval: 50 })
    expect(result).toMatchObject({ status: 'success', atomic: false })
    expect(result.receipts).toHaveLength(2)
    expect((await read('balanceOf', [recipient])) - before).toBe(9n)
  })

  test('a rejected batch is viem’s UserRejectedRequestError', async () => {
    const { provider, address, control } = await wallet({ accountIndex: 7 })
    control.rejectNext({ method: 'wallet_sendCalls' })
    await expect(
      clients(provider).wallet.sendCalls({
        account: address,
        calls: [{ to: recipient, value: 1n }],
      }),
    ).rejects.toMatchObject({
      name: 'TransactionExecutionError',
      cause: { name: 'UserRejectedRequestError', code: 4001 },
    })
    expect(control.transactions()).toEqual([])
  })
})
