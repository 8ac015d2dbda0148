import { createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { startAnvil } from './anvil.ts'

describe('startAnvil', () => {
  test('starts a node on a free loopback port with the chain id asked for', async () => {
    const anvil = await startAnvil({ chainId: 31_337_001 })
    try {
      const response = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      })
      expect(await response.json()).toMatchObject({
        result: `0x${(31_337_001).toString(16)}`,
      })
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
        /anvil exited before it was ready \(port \d+/,
      )
    } finally {
      server.close()
    }
  })
})
