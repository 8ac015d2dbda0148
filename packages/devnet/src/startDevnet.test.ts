import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChainIds } from './chains/devnetChains.ts'
import { type Devnet, startDevnet } from './startDevnet.ts'

async function chainIdAt(url: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
  })
  return ((await response.json()) as { result?: unknown }).result
}

describe('startDevnet', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  })
  afterAll(() => devnet?.stop())

  test('two chains on loopback, the ENS and token fixtures on the first', async () => {
    expect(devnet.chains.map((x) => x.id)).toEqual([
      devnetChainIds.first,
      devnetChainIds.second,
    ])
    for (const chain of devnet.chains) {
      expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1')
      expect(await chainIdAt(chain.rpcUrl)).toBe(`0x${chain.id.toString(16)}`)
    }
    // The demo token's code is on the first chain only.
    const code = async (rpcUrl: string) => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getCode',
          params: ['0xa513E6E4b8f2a923D98304ec87F64353C4D5C853', 'latest'],
        }),
      })
      return ((await response.json()) as { result: string }).result
    }
    expect((await code(devnet.chains[0]!.rpcUrl)).length).toBeGreaterThan(2)
    expect(await code(devnet.chains[1]!.rpcUrl)).toBe('0x')
  })

  test('a dev server proxy for each node and for the relay, on loopback', () => {
    expect(Object.keys(devnet.proxy)).toEqual([
      '/devnet/rpc/13370',
      '/devnet/rpc/13371',
      expect.stringMatching(/^\^\/devnet\/relay/),
    ])
    for (const entry of Object.values(devnet.proxy))
      expect(new URL(entry.target).hostname).toBe('127.0.0.1')
    expect(new URL(devnet.relayUrl).hostname).toBe('127.0.0.1')
  })

  test('stop ends every process it started', async () => {
    const other = await startDevnet()
    await other.stop()
    for (const pid of other.pids) expect(() => process.kill(pid, 0)).toThrow()
    await expect(chainIdAt(other.chains[0]!.rpcUrl)).rejects.toThrow()
  })
})
