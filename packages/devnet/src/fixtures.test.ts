import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from './anvil.ts'
import { devnetChains, devnetContracts } from './chains/devnetChains.ts'
import { type DevnetFixtures, deployFixtures } from './fixtures.ts'

const mnemonic = 'test test test test test test test test test test test junk'
const accounts = [0, 1, 2, 3, 4].map(
  (addressIndex) => mnemonicToAccount(mnemonic, { addressIndex }).address,
)
const [account0, account1, account2, account3, account4] = accounts as [
  Address,
  Address,
  Address,
  Address,
  Address,
]

let anvil: Anvil
let fixtures: DevnetFixtures
let deployMs: number

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 13_370 })
  const start = performance.now()
  fixtures = await deployFixtures({ rpcUrl: anvil.rpcUrl })
  deployMs = performance.now() - start
})

afterAll(async () => {
  await anvil?.stop()
})

function publicClient() {
  const [first] = devnetChains('http://127.0.0.1')
  const chain = { ...first, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  return createPublicClient({ chain, transport: http() })
}

describe('deployFixtures on a fresh node', () => {
  test('is fast, and reports what it set up', () => {
    // A regression guard with room for a busy machine: it takes ~100-300 ms.
    expect(deployMs).toBeLessThan(2_000)
    expect(fixtures).toEqual({
      contracts: devnetContracts,
      names: [
        { name: 'alice.eth', address: account0 },
        { name: 'bob.eth', address: account1 },
      ],
      demoTokenHolders: [account0, account1, account2, account3],
      demoTokenBalance: parseEther('1000'),
    })
  })

  test('puts every contract where devnetContracts says', async () => {
    for (const address of Object.values(devnetContracts))
      expect(await publicClient().getCode({ address })).toMatch(
        /^0x[0-9a-f]{100,}$/,
      )
  })

  test('accounts 0 and 1 have primary names that resolve both ways', async () => {
    const client = publicClient()
    expect(await client.getEnsName({ address: account0 })).toBe('alice.eth')
    expect(await client.getEnsAddress({ name: 'alice.eth' })).toBe(account0)
    expect(await client.getEnsName({ address: account1 })).toBe('bob.eth')
    expect(await client.getEnsAddress({ name: 'bob.eth' })).toBe(account1)
    expect(await client.getEnsResolver({ name: 'bob.eth' })).toBe(
      devnetContracts.ensPublicResolver,
    )
  })

  test('an address without a name has none, and unknown names resolve to null', async () => {
    const client = publicClient()
    expect(await client.getEnsName({ address: account2 })).toBeNull()
    expect(await client.getEnsName({ address: zeroAddress })).toBeNull()
    expect(await client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
    expect(await client.getEnsAddress({ name: 'eth' })).toBeNull()
    expect(
      await client.getEnsText({ name: 'nobody.eth', key: 'avatar' }),
    ).toBeNull()
    expect(await client.getEnsAvatar({ name: 'nobody.eth' })).toBeNull()
    // Other chains' coin types have no reverse registrar on the devnet.
    expect(
      await client.getEnsName({ address: account0, coinType: 2_147_483_658n }),
    ).toBeNull()
  })

  test("alice.eth has an avatar; other records and bob's avatar are empty", async () => {
    const client = publicClient()
    const avatar = await client.getEnsText({
      name: 'alice.eth',
      key: 'avatar',
    })
    expect(avatar).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/)
    expect(Buffer.from(avatar!.split(',')[1]!, 'base64').toString()).toMatch(
      /^<svg [^>]*>.*<\/svg>$/,
    )
    expect(await client.getEnsAvatar({ name: 'alice.eth' })).toBe(avatar)
    expect(
      await client.getEnsText({ name: 'alice.eth', key: 'email' }),
    ).toBeNull()
    expect(await client.getEnsAvatar({ name: 'bob.eth' })).toBeNull()
  })

  test('a reverse record the name does not point back to is no primary name', async () => {
    // anvil's dev accounts are unlocked: account 4 claims alice.eth.
    const wallet = createWalletClient({
      account: account4,
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      chain: null,
      address: devnetContracts.ensReverseRegistrar,
      abi: parseAbi(['function setName(string) returns (bytes32)']),
      functionName: 'setName',
      args: ['alice.eth'],
    })
    const client = publicClient()
    await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(await client.getEnsName({ address: account4 })).toBeNull()
    expect(await client.getEnsName({ address: account0 })).toBe('alice.eth')
  })

  test('the demo token has its name, symbol, decimals and balances', async () => {
    const client = publicClient()
    const token = { address: devnetContracts.demoToken, abi: erc20Abi } as const
    expect(await client.readContract({ ...token, functionName: 'name' })).toBe(
      'Latch Demo Token',
    )
    expect(
      await client.readContract({ ...token, functionName: 'symbol' }),
    ).toBe('LATCH')
    expect(
      await client.readContract({ ...token, functionName: 'decimals' }),
    ).toBe(18)
    for (const [account, balance] of [
      [account0, parseEther('1000')],
      [account3, parseEther('1000')],
      [account4, 0n],
    ] as const)
      expect(
        await client.readContract({
          ...token,
          functionName: 'balanceOf',
          args: [account],
        }),
      ).toBe(balance)
    expect(
      await client.readContract({ ...token, functionName: 'totalSupply' }),
    ).toBe(parseEther('4000'))
  })
})

describe('deployFixtures on a node that is not fresh', () => {
  test('throws a clear error and sends nothing', async () => {
    const client = publicClient()
    const block = await client.getBlockNumber()
    await expect(
      deployFixtures({ rpcUrl: anvil.rpcUrl }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: Devnet fixtures: ensRegistry would be at 0x9A676e781A523b5d0C0e43731313A708CB607508, but devnetContracts (chains/devnetChains.ts) expects 0x5FbDB2315678afecb367f032d93F642f64180aa3: the deployer 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 has nonce 14 on this node, and the addresses assume a fresh node (nonce 0). Start a new anvil node.]`,
    )
    expect(await client.getBlockNumber()).toBe(block)
  })
})

describe('deployFixtures and the node', () => {
  test('sends one transaction at a time, in nonce order: anvil, busy, can leave a batch’s transactions queued for good', async () => {
    // Between deployFixtures and a fresh node, a recorder of what arrives:
    // for each eth_sendTransaction, its nonce and how many were in flight.
    const node = await startAnvil({ chainId: 13_371 })
    const sent: { nonce: number; inFlight: number }[] = []
    let inFlight = 0
    const recorder = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString()
      const calls = [JSON.parse(body)].flat() as {
        method: string
        params: { nonce?: string }[]
      }[]
      const sends = calls.filter((c) => c.method === 'eth_sendTransaction')
      inFlight += sends.length
      for (const call of sends)
        sent.push({ nonce: Number(call.params[0]!.nonce), inFlight })
      const answer = await fetch(node.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const text = await answer.text()
      inFlight -= sends.length
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(text)
    })
    await new Promise<void>((resolve) =>
      recorder.listen(0, '127.0.0.1', resolve),
    )
    try {
      const { port } = recorder.address() as AddressInfo
      await deployFixtures({ rpcUrl: `http://127.0.0.1:${port}` })
      // The deployer's 14 (nonces 0 to 13), then bob's 1 (nonce 0).
      expect(sent.map((s) => s.nonce)).toEqual([
        ...Array.from({ length: 14 }, (_, nonce) => nonce),
        0,
      ])
      expect(sent.every((s) => s.inFlight === 1)).toBe(true)
    } finally {
      recorder.close()
      await node.stop()
    }
  })
})
