import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetContracts } from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { createWalletClient, http, namehash, parseAbi } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getAccountAvatar } from './getAccountAvatar.ts'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let devnet: TestDevnet
// The host an avatar record points at: every request to it is a third party
// the page would contact.
const avatarHost = createServer((request, response) => {
  hits.push(`${request.method} ${request.url}`)
  response.writeHead(200, { 'content-type': 'image/png' })
  response.end()
})
const hits: string[] = []
let avatarUrl: string

beforeAll(async () => {
  devnet = await startTestDevnet()
  await new Promise<void>((resolve) =>
    avatarHost.listen(0, '127.0.0.1', resolve),
  )
  avatarUrl = `http://127.0.0.1:${(avatarHost.address() as AddressInfo).port}/bob.png`
  // Bob owns bob.eth: he points its avatar at that host.
  const rpcUrl = devnet.anvils[0].rpcUrl
  const wallet = createWalletClient({
    account: bob,
    chain: devnet.chains[0],
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: devnetContracts.ensPublicResolver,
    abi: parseAbi(['function setText(bytes32, string, string)']),
    functionName: 'setText',
    args: [namehash('bob.eth'), 'avatar', avatarUrl],
  })
  await waitForTransactionReceipt(wallet, { hash })
})
afterAll(async () => {
  await new Promise((resolve) => avatarHost.close(resolve))
  await devnet?.stop()
})

describe('getAccountAvatar: no third party before the visitor acts (issue 7)', () => {
  test('without third parties: a data: image record is read from the node alone', async () => {
    const config = createTestConfig(devnet)
    const avatar = await getAccountAvatar(config, {
      name: 'alice.eth',
      chainId: 13_370,
      thirdParties: false,
    })
    expect(avatar).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  test('without third parties: a record on another host is not resolved, and the host is not asked', async () => {
    const config = createTestConfig(devnet)
    hits.length = 0
    const avatar = await getAccountAvatar(config, {
      name: 'bob.eth',
      chainId: 13_370,
      thirdParties: false,
    })
    expect(avatar).toBeNull()
    expect(hits).toEqual([])
  })

  test('with third parties (once the visitor acted): viem resolves it, asking the host', async () => {
    const config = createTestConfig(devnet)
    hits.length = 0
    // viem checks the image with a request to its host (a CORS preflight
    // first, in a page). Its answer is not awaited here: happy-dom's Image,
    // viem's fallback, never settles.
    void getAccountAvatar(config, {
      name: 'bob.eth',
      chainId: 13_370,
      thirdParties: true,
    }).catch(() => {})
    await expect
      .poll(() => hits)
      .toContainEqual(expect.stringMatching(/^[A-Z]+ \/bob\.png$/))
  })
})
