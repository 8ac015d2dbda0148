import { readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { spawnOnFreePort, startAnvil } from './anvil.ts'
import { freePort } from './freePort.ts'

/** The chain id the node at `url` answers with. */
async function chainIdAt(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
  })
  return Number(((await response.json()) as { result: string }).result)
}

describe('startAnvil', () => {
  test('starts a node on a free loopback port with the chain id asked for', async () => {
    const anvil = await startAnvil({ chainId: 31_337_001 })
    try {
      expect(await chainIdAt(anvil.rpcUrl)).toBe(31_337_001)
    } finally {
      await anvil.stop()
    }
    await expect(fetch(anvil.rpcUrl)).rejects.toThrow()
  })

  test('a port that is taken is a clear error, not a hang', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    try {
      await expect(startAnvil({ chainId: 1, port })).rejects.toThrow(
        /the node's port \d+ could not be opened: .*EADDRINUSE/,
      )
    } finally {
      server.close()
    }
  })

  test('anvil’s own port is not the one handed out, answers no page, and ignores a blind form post', async () => {
    const anvil = await startAnvil({ chainId: 31_337_002 })
    try {
      const args = readFileSync(`/proc/${anvil.pid}/cmdline`, 'utf8').split(
        '\0',
      )
      const own = Number(args[args.indexOf('--port') + 1])
      expect(own).not.toBe(anvil.port)
      const node = `http://127.0.0.1:${own}`
      const call = (contentType: string, method: string, params: unknown[]) =>
        fetch(node, {
          method: 'POST',
          headers: {
            'content-type': contentType,
            origin: 'http://evil.example',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
      const read = await call('application/json', 'eth_blockNumber', [])
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
      expect(await read.json()).toMatchObject({ result: '0x0' })
      // What a page may send without asking (a "simple" request), blind.
      const sent = await call('text/plain', 'eth_sendTransaction', [
        {
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: '0x1',
        },
      ])
      expect(sent.headers.get('access-control-allow-origin')).toBeNull()
      expect(
        await (await call('application/json', 'eth_blockNumber', [])).json(),
      ).toMatchObject({ result: '0x0' })
    } finally {
      await anvil.stop()
    }
  })

  test('a picked port another process binds first (here, a node that answers anything) is given up for another', async () => {
    const other = createHttpServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const taken = (other.address() as AddressInfo).port
    const picked: number[] = []
    const { anvil, node } = await spawnOnFreePort(
      ['--host', '127.0.0.1', '--chain-id', '31337003', '--silent'],
      async () => {
        const port = picked.length ? await freePort() : taken
        picked.push(port)
        return port
      },
    )
    try {
      expect(picked).toHaveLength(2)
      expect(node).toBe(`http://127.0.0.1:${picked[1]}`)
      expect(await chainIdAt(node)).toBe(31_337_003)
    } finally {
      await anvil.stop()
      other.close()
    }
  })
})
