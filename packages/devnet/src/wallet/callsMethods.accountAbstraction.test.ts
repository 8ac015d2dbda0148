import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  devnetAccountAbstractionContracts,
  devnetContracts,
  devnetVisitorAccountIndex,
} from '../chains/devnetChains.ts'
import { freePort } from '../freePort.ts'
import { type Devnet, startDevnet } from '../startDevnet.ts'
import { batchExecutor } from './batchExecutor.ts'
import {
  type CreateDevWalletParameters,
  createDevWallet,
  type DevWalletStorage,
} from './createDevWallet.ts'
import { devAccount } from './devAccount.ts'

// The Dev wallet as a smart account, against the devnet's real bundler
// (alto) and ERC-7677 paymaster service. Each test its own dev account, so
// no two race for a nonce or a delegation.
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const amount = parseEther('1')
const { entryPoint, simple7702Account } = devnetAccountAbstractionContracts

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ accountAbstraction: true })
  // Demo tokens for the accounts below that have none (alice holds some).
  const alice = createWalletClient({
    account: devAccount(0),
    transport: http(rpcUrl()),
  })
  for (const index of [4, 5, 7, 8]) {
    const hash = await alice.writeContract({
      chain: null,
      address: devnetContracts.demoToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devAccount(index).address, parseEther('10')],
    })
    await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
})

const aa = () => devnet.accountAbstraction!
const rpcUrl = () => devnet.chains[0]!.rpcUrl
const chainHex = () => numberToHex(aa().chainId)
const client = () => createPublicClient({ transport: http(rpcUrl()) })

function wallet(
  accountIndex: number,
  parameters: Partial<CreateDevWalletParameters> & { bundler?: boolean } = {},
) {
  const { bundler = true, ...rest } = parameters
  const { provider, control } = createDevWallet({
    chains: [
      {
        id: aa().chainId,
        name: 'Latch Devnet',
        rpcUrl: rpcUrl(),
        bundlerUrl: bundler ? aa().bundlerUrl : undefined,
      },
    ],
    accountIndex,
    ...rest,
  })
  const request = (method: string, params?: unknown) =>
    provider.request({ method, params } as never) as Promise<unknown>
  return { request, control, address: devAccount(accountIndex).address }
}

const tokenBalance = (address: Address) =>
  client().readContract({
    address: devnetContracts.demoToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

// A visitor's account: ETH taken away (anvil sets it), the demo token kept.
const drain = (address: Address) =>
  client().request({
    method: 'anvil_setBalance' as never,
    params: [address, '0x0'] as never,
  })

const transferToBob = {
  to: devnetContracts.demoToken,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [bob, amount],
  }),
}

const sendCalls = (capabilities: Record<string, unknown>, id?: string) => ({
  version: '2.0.0',
  ...(id ? { id } : {}),
  chainId: chainHex(),
  atomicRequired: false,
  calls: [transferToBob],
  capabilities,
})

type CallsStatus = {
  status: number
  atomic: boolean
  receipts: { transactionHash: Hex; status: Hex; logs: { address: Hex }[] }[]
}

// The batch's status once it is final (not 100): bounded in count.
async function settledStatus(
  request: ReturnType<typeof wallet>['request'],
  id: string,
): Promise<CallsStatus> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = (await request('wallet_getCallsStatus', [id])) as CallsStatus
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`batch ${id} still pending after 300 polls`)
}

const delegation = (address: Address) =>
  `0xef0100${address.slice(2).toLowerCase()}`

test("the devnet's visitor, 0 ETH, sends a sponsored batch as one UserOperation through the bundler; its ETH stays 0, the token moves", async () => {
  // As startDevnet left it: no ETH, demo tokens.
  const { request, address } = wallet(devnetVisitorAccountIndex)
  expect(await client().getBalance({ address })).toBe(0n)
  expect(await tokenBalance(address)).toBe(parseEther('100'))
  aa().paymasterService.setPolicy('sponsor')
  const answeredBefore = aa().paymasterService.answered
  const [bobBefore, mineBefore] = await Promise.all([
    tokenBalance(bob),
    tokenBalance(address),
  ])
  await request('eth_requestAccounts')
  expect(await request('wallet_getCapabilities', [address])).toEqual({
    [chainHex()]: {
      atomic: { status: 'ready' },
      paymasterService: { supported: true },
    },
  })

  const { id } = (await request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
  ])) as { id: string }
  const status = await settledStatus(request, id)

  expect(status).toMatchObject({ status: 200, atomic: true })
  expect(status.receipts).toHaveLength(1)
  const [receipt] = status.receipts
  expect(receipt!.status).toBe('0x1')
  // The bundler's transaction to the EntryPoint carried it.
  const transaction = await client().getTransaction({
    hash: receipt!.transactionHash,
  })
  expect(transaction.from.toLowerCase()).toBe(
    aa().bundlerExecutor.toLowerCase(),
  )
  expect(transaction.to?.toLowerCase()).toBe(entryPoint.toLowerCase())
  // The operation's own logs: the token's Transfer.
  expect(receipt!.logs.map((log) => log.address.toLowerCase())).toContain(
    devnetContracts.demoToken.toLowerCase(),
  )
  expect(await client().getCode({ address })).toBe(
    delegation(simple7702Account),
  )
  expect(await client().getBalance({ address })).toBe(0n)
  expect(await tokenBalance(address)).toBe(mineBefore - amount)
  expect(await tokenBalance(bob)).toBe(bobBefore + amount)
  expect(aa().paymasterService.answered).toEqual({
    pm_getPaymasterStubData: answeredBefore.pm_getPaymasterStubData + 1,
    pm_getPaymasterData: answeredBefore.pm_getPaymasterData + 1,
  })
  // Delegated to Simple7702Account, not the batch executor: an unsponsored
  // batch would delegate again.
  expect(await request('wallet_getCapabilities', [address])).toMatchObject({
    [chainHex()]: { atomic: { status: 'ready' } },
  })
}, 60_000)

test('the batch is persisted: another page of the wallet follows it to the same status', async () => {
  const saved = new Map<string, string>()
  const storage: DevWalletStorage = {
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => void saved.set(key, value),
    removeItem: (key) => void saved.delete(key),
  }
  const first = wallet(5, { persist: true, storage })
  await drain(first.address)
  await first.request('eth_requestAccounts')
  const { id } = (await first.request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
  ])) as { id: string }
  const second = wallet(5, { persist: true, storage })
  const status = await settledStatus(second.request, id)
  expect(status).toMatchObject({ status: 200, atomic: true })
  expect(await first.request('wallet_getCallsStatus', [id])).toEqual(status)
}, 60_000)

test('a delegation to the batch executor is replaced by a sponsored batch, and back; atomic says ready or supported as it is', async () => {
  const { request, address } = wallet(3)
  await request('eth_requestAccounts')
  const atomicStatus = async () =>
    (
      (await request('wallet_getCapabilities', [address])) as Record<
        string,
        { atomic: { status: string } }
      >
    )[chainHex()]!.atomic.status

  const unsponsored = (await request('wallet_sendCalls', [sendCalls({})])) as {
    id: string
  }
  expect((await settledStatus(request, unsponsored.id)).status).toBe(200)
  expect(await client().getCode({ address })).toBe(
    delegation(batchExecutor.address),
  )
  expect(await atomicStatus()).toBe('supported')

  const sponsored = (await request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
  ])) as { id: string }
  expect((await settledStatus(request, sponsored.id)).status).toBe(200)
  expect(await client().getCode({ address })).toBe(
    delegation(simple7702Account),
  )
  expect(await atomicStatus()).toBe('ready')

  // Already delegated to Simple7702Account: no new authorization needed.
  const again = (await request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
  ])) as { id: string }
  expect((await settledStatus(request, again.id)).status).toBe(200)
}, 90_000)

// What a refusal must leave as it was.
async function unchanged(address: Address) {
  const snapshot = async () => ({
    executorNonce: await client().getTransactionCount({
      address: aa().bundlerExecutor,
    }),
    nonce: await client().getTransactionCount({ address }),
    code: await client().getCode({ address }),
    tokens: await tokenBalance(address),
    bob: await tokenBalance(bob),
  })
  const before = await snapshot()
  return async () => expect(await snapshot()).toEqual(before)
}

test.each([
  [
    'refuse',
    'refused to sponsor the calls: "The paymaster does not sponsor this operation."',
  ],
  ['fail', 'failed (HTTP 500)'],
] as const)(
  'a paymaster service set to %s: 5800, nothing sent',
  async (policy, happened) => {
    const { request, address } = wallet(4)
    await drain(address)
    await request('eth_requestAccounts')
    const check = await unchanged(address)
    aa().paymasterService.setPolicy(policy)
    try {
      const sent = request('wallet_sendCalls', [
        sendCalls(
          { paymasterService: { url: aa().paymasterUrl } },
          `refused-${policy}`,
        ),
      ])
      await expect(sent).rejects.toMatchObject({ code: 5800 })
      await expect(sent).rejects.toThrow(
        `The paymaster service at ${aa().paymasterUrl} ${happened}. Nothing was sent.`,
      )
    } finally {
      aa().paymasterService.setPolicy('sponsor')
    }
    await check()
    await expect(
      request('wallet_getCallsStatus', [`refused-${policy}`]),
    ).rejects.toMatchObject({ code: 5730 })
  },
  60_000,
)

test('a paymaster service nobody answers at: 5800, nothing sent', async () => {
  const { request, address } = wallet(4)
  await request('eth_requestAccounts')
  const check = await unchanged(address)
  const url = `http://127.0.0.1:${await freePort()}/`
  const sent = request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url } }),
  ])
  await expect(sent).rejects.toMatchObject({ code: 5800 })
  await expect(sent).rejects.toThrow(
    `The paymaster service at ${url} could not be reached. Nothing was sent.`,
  )
  await check()
}, 60_000)

test('paymasterService turned off: hidden; an optional one is ignored (the account pays), a required one is 5700; reset turns it back on', async () => {
  const { request, control, address } = wallet(2)
  await request('eth_requestAccounts')
  const answeredBefore = aa().paymasterService.answered
  control.setCapabilities({ paymasterService: false })
  expect(await request('wallet_getCapabilities', [address])).toEqual({
    [chainHex()]: { atomic: { status: 'ready' } },
  })

  const check = await unchanged(address)
  await expect(
    request('wallet_sendCalls', [
      sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
    ]),
  ).rejects.toMatchObject({
    code: 5700,
    message: `The wallet does not support the capability "paymasterService" on chain ${chainHex()}.`,
  })
  await check()

  const ethBefore = await client().getBalance({ address })
  const { id } = (await request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url: aa().paymasterUrl, optional: true } }),
  ])) as { id: string }
  const status = await settledStatus(request, id)
  expect(status.status).toBe(200)
  // Sent by the account itself, through the batch executor, gas and all.
  const transaction = await client().getTransaction({
    hash: status.receipts[0]!.transactionHash,
  })
  expect(transaction.from.toLowerCase()).toBe(address.toLowerCase())
  expect(await client().getBalance({ address })).toBeLessThan(ethBefore)
  expect(aa().paymasterService.answered).toEqual(answeredBefore)

  control.reset()
  expect(await request('wallet_getCapabilities', [address])).toMatchObject({
    [chainHex()]: { paymasterService: { supported: true } },
  })
}, 60_000)

test('created with paymasterService: false, or on a chain without a bundler: not offered, 5700 unless optional', async () => {
  for (const parameters of [{ paymasterService: false }, { bundler: false }]) {
    const { request, address } = wallet(7, parameters)
    await request('eth_requestAccounts')
    expect(await request('wallet_getCapabilities', [address])).toEqual({
      [chainHex()]: { atomic: { status: expect.any(String) } },
    })
    await expect(
      request('wallet_sendCalls', [
        sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
      ]),
    ).rejects.toMatchObject({ code: 5700 })
  }
}, 60_000)

test('a malformed paymasterService is -32602; unknown capabilities: optional ones ignored, others 5700', async () => {
  const { request } = wallet(8)
  await request('eth_requestAccounts')
  for (const paymasterService of [
    'http://127.0.0.1:1/',
    { url: 'ftp://127.0.0.1/' },
    { url: 'not a url' },
    { url: 42 },
    { url: aa().paymasterUrl, context: ['a'] },
    { url: aa().paymasterUrl, context: 'policy' },
    { url: aa().paymasterUrl, optional: 'yes' },
  ])
    await expect(
      request('wallet_sendCalls', [sendCalls({ paymasterService })]),
    ).rejects.toMatchObject({ code: -32602 })
  await expect(
    request('wallet_sendCalls', [sendCalls({ flashLoan: { amount: '0x1' } })]),
  ).rejects.toMatchObject({
    code: 5700,
    message: 'The wallet does not support the capability "flashLoan".',
  })
  const { id } = (await request('wallet_sendCalls', [
    sendCalls({
      flashLoan: { amount: '0x1', optional: true },
      paymasterService: { url: aa().paymasterUrl, context: { policy: 'x' } },
    }),
  ])) as { id: string }
  expect((await settledStatus(request, id)).status).toBe(200)
}, 60_000)

test("a batch the bundler refuses (its call reverts in simulation): the bundler's error, nothing sent", async () => {
  const { request, address } = wallet(9)
  await request('eth_requestAccounts')
  expect(await tokenBalance(address)).toBe(0n)
  const check = await unchanged(address)
  const sent = request('wallet_sendCalls', [
    sendCalls({ paymasterService: { url: aa().paymasterUrl } }),
  ])
  await expect(sent).rejects.toThrow(
    `The bundler at ${aa().bundlerUrl} did not take the UserOperation:`,
  )
  await expect(sent).rejects.not.toMatchObject({ code: 5800 })
  await check()
}, 60_000)
