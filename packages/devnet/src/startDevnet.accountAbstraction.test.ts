import { fork } from 'node:child_process'
import { readdir, readFile, readlink } from 'node:fs/promises'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  devnetAccountAbstractionContracts,
  devnetContracts,
  devnetDeployer,
} from './chains/devnetChains.ts'
import { type Devnet, startDevnet } from './startDevnet.ts'

const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const amount = parseEther('1')

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ accountAbstraction: true })
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
})

function setup() {
  const aa = devnet.accountAbstraction!
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const chain = defineChain({
    id: aa.chainId,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const bundler = createBundlerClient({
    client,
    chain,
    transport: http(aa.bundlerUrl),
    // As a wallet asks an ERC-7677 service: stub data, then final data.
    paymaster: createPaymasterClient({ transport: http(aa.paymasterUrl) }),
    pollingInterval: 50,
  })
  const tokenBalance = (address: Address) =>
    client.readContract({
      address: devnetContracts.demoToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  // A visitor's fresh key: no ETH, given demo tokens by alice (anvil signs
  // for her).
  const visitor = async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const alice = createWalletClient({ chain, transport: http(rpcUrl) })
    const hash = await alice.writeContract({
      account: devnetDeployer,
      address: devnetContracts.demoToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [owner.address, amount],
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    return {
      owner,
      account: await toSimple7702SmartAccount({ client, owner }),
    }
  }
  const transferToBob = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [bob, amount],
  })
  return { aa, client, bundler, tokenBalance, visitor, transferToBob }
}

test('a visitor with 0 ETH delegates to Simple7702Account and sends a UserOperation through the bundler, gas paid by the paymaster service', async () => {
  const { aa, client, bundler, tokenBalance, visitor, transferToBob } = setup()
  aa.paymasterService.setPolicy('sponsor')
  const { owner, account } = await visitor()
  const bobBefore = await tokenBalance(bob)
  expect(await client.getBalance({ address: owner.address })).toBe(0n)

  const hash = await bundler.sendUserOperation({
    account,
    // The visitor's EIP-7702 authorization, carried as `eip7702Auth`.
    authorization: await owner.signAuthorization({
      chainId: aa.chainId,
      contractAddress: devnetAccountAbstractionContracts.simple7702Account,
      nonce: 0,
    }),
    calls: [{ to: devnetContracts.demoToken, data: transferToBob }],
  })
  const { success, receipt } = await bundler.waitForUserOperationReceipt({
    hash,
    timeout: 30_000,
  })

  expect(success).toBe(true)
  const transaction = await client.getTransaction({
    hash: receipt.transactionHash,
  })
  expect(transaction.from.toLowerCase()).toBe(aa.bundlerExecutor.toLowerCase())
  expect(transaction.to?.toLowerCase()).toBe(
    devnetAccountAbstractionContracts.entryPoint.toLowerCase(),
  )
  // Delegated by EIP-7702 to Simple7702Account, in that transaction.
  expect(await client.getCode({ address: owner.address })).toBe(
    `0xef0100${devnetAccountAbstractionContracts.simple7702Account.slice(2).toLowerCase()}`,
  )
  expect(await client.getBalance({ address: owner.address })).toBe(0n)
  expect(await tokenBalance(owner.address)).toBe(0n)
  expect(await tokenBalance(bob)).toBe(bobBefore + amount)
  expect(aa.paymasterService.answered).toEqual({
    pm_getPaymasterStubData: 1,
    pm_getPaymasterData: 1,
  })
}, 60_000)

test('a paymaster service that refuses: nothing is sent, the account is unchanged', async () => {
  const { aa, client, bundler, tokenBalance, visitor, transferToBob } = setup()
  const { owner, account } = await visitor()
  const bobBefore = await tokenBalance(bob)
  const executorNonce = await client.getTransactionCount({
    address: aa.bundlerExecutor,
  })
  aa.paymasterService.setPolicy('refuse')
  try {
    await expect(
      bundler.sendUserOperation({
        account,
        authorization: await owner.signAuthorization({
          chainId: aa.chainId,
          contractAddress: devnetAccountAbstractionContracts.simple7702Account,
          nonce: 0,
        }),
        calls: [{ to: devnetContracts.demoToken, data: transferToBob }],
      }),
    ).rejects.toThrow('The paymaster does not sponsor this operation.')
  } finally {
    aa.paymasterService.setPolicy('sponsor')
  }
  expect(
    await client.getTransactionCount({ address: aa.bundlerExecutor }),
  ).toBe(executorNonce)
  expect(await client.getCode({ address: owner.address })).toBeUndefined()
  expect(await client.getTransactionCount({ address: owner.address })).toBe(0)
  expect(await tokenBalance(owner.address)).toBe(amount)
  expect(await tokenBalance(bob)).toBe(bobBefore)
}, 60_000)

// Process `pid`'s TCP sockets, read from /proc: local and remote
// `address:port` in hex as the kernel writes them, and whether it listens.
async function socketsOf(
  pid: number,
): Promise<{ local: string; remote: string; listening: boolean }[]> {
  const inodes = new Set<string>()
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1]
    if (inode) inodes.add(inode)
  }
  const sockets = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '')
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (inodes.has(fields[9]!))
        sockets.push({
          local: fields[1]!,
          remote: fields[2]!,
          listening: fields[3] === '0A',
        })
    }
  }
  return sockets
}

// 127.0.0.1, ::1, or 127.0.0.1 mapped into IPv6, as /proc writes them.
const loopback =
  /^(?:0100007F|00000000000000000000000001000000|0000000000000000FFFF00000100007F):/

test.runIf(process.platform === 'linux')(
  'the bundler process listens on loopback only, and talks to loopback only',
  async () => {
    const bundlerPid = devnet.pids[2]!
    const sockets = await socketsOf(bundlerPid)
    const listening = sockets.filter((x) => x.listening)
    expect(listening.length).toBeGreaterThan(0)
    for (const { local } of listening) expect(local).toMatch(loopback)
    for (const { remote } of sockets.filter((x) => !x.listening))
      expect(remote).toMatch(loopback)
  },
)

test("the bundler is behind the devnet's origin rule: a page elsewhere gets 403", async () => {
  const status = (origin: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      const sent = request(
        devnet.accountAbstraction!.bundlerUrl,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(origin ? { origin } : {}),
          },
        },
        (answer) => {
          answer.resume()
          resolve(answer.statusCode!)
        },
      )
      sent.on('error', reject)
      sent.end(
        '{"jsonrpc":"2.0","id":1,"method":"eth_supportedEntryPoints","params":[]}',
      )
    })
  expect(await status('https://evil.example')).toBe(403)
  expect(await status(undefined)).toBe(200)
})

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('a parent killed with SIGKILL takes the bundler with it', async () => {
  const script = fileURLToPath(
    new URL('../test/devnetProcess.ts', import.meta.url),
  )
  const parent = fork(script, ['--account-abstraction'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const { pids } = await new Promise<{ pids: number[] }>((resolve, reject) => {
    parent.once('message', (message) => resolve(message as { pids: number[] }))
    parent.once('exit', (code) =>
      reject(new Error(`the devnet process exited (${code})`)),
    )
  })
  try {
    // Both anvils and the bundler.
    expect(pids).toHaveLength(3)
    expect(pids.every(isRunning)).toBe(true)
    parent.kill('SIGKILL')
    await expect
      .poll(() => pids.filter(isRunning), { timeout: 10_000, interval: 50 })
      .toEqual([])
  } finally {
    // A failure here must not leave orphans of its own.
    for (const pid of pids.filter(isRunning)) process.kill(pid, 'SIGKILL')
  }
}, 60_000)

test('stop ends the bundler and the paymaster service', async () => {
  const other = await startDevnet({ accountAbstraction: true })
  const { bundlerUrl, paymasterUrl } = other.accountAbstraction!
  await other.stop()
  for (const pid of other.pids) expect(isRunning(pid)).toBe(false)
  for (const url of [bundlerUrl, paymasterUrl])
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
}, 60_000)
