import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
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

// What a browser sends through a dev server's proxy: its own Host and Origin
// (fetch sets Host itself).
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<{ status: number; headers: Headers }>(
    (resolve, reject) => {
      const sent = request(
        url,
        { method, headers: { 'content-type': 'application/json', ...headers } },
        (answer) => {
          answer.resume()
          resolve({
            status: answer.statusCode!,
            headers: new Headers(answer.headers as Record<string, string>),
          })
        },
      )
      sent.on('error', reject)
      sent.end(body)
    },
  )
}

// Opens a WebSocket as a page of `origin` would (none: a Node client), and
// resolves with the first new block's number, or with the refusal's status.
function newHead(
  url: string,
  origin: string | undefined,
  mine: () => Promise<unknown>,
): Promise<{ status: number; block?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: origin ? { origin } : {} })
    socket.once('unexpected-response', (_, answer) =>
      resolve({ status: answer.statusCode! }),
    )
    socket.once('error', reject)
    socket.once('open', () =>
      socket.send(
        '{"jsonrpc":"2.0","id":1,"method":"eth_subscribe","params":["newHeads"]}',
      ),
    )
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.id === 1) void mine().catch(reject)
      else if (message.method === 'eth_subscription') {
        socket.close()
        resolve({ status: 101, block: message.params.result.number })
      }
    })
  })
}

const mineOn = (rpcUrl: string) => () =>
  fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}',
  })

// Running, not a zombie waiting for a parent that is gone to reap it.
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return true
  }
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

  test('the proxied nodes let in Node clients and the dev page, and refuse any other origin', async () => {
    const path = '/devnet/rpc/13370'
    const gate = devnet.proxy[path]!.target
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_accounts","params":[]}'
    const call = (headers: Record<string, string>) =>
      send(`${gate}${path}`, 'POST', headers, body)
    const node = await call({})
    expect(node.status).toBe(200)
    expect(node.headers.get('access-control-allow-origin')).toBeNull()
    // The page served where the proxy is: the Host it sent, on loopback.
    const page = await call({
      origin: 'http://127.0.0.1:5173',
      host: '127.0.0.1:5173',
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:5173',
    )
    const evil = { origin: 'https://evil.example', host: '127.0.0.1:5173' }
    const other = await call(evil)
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await send(`${gate}${path}`, 'OPTIONS', {
      ...evil,
      'access-control-request-method': 'POST',
    })
    expect(preflight.status).toBe(403)
  })

  test('each chain’s own URLs, HTTP and WebSocket, let in Node clients and refuse any page', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_accounts","params":[]}'
    for (const chain of devnet.chains) {
      const node = await send(chain.rpcUrl, 'POST', {}, body)
      expect(node.status).toBe(200)
      // Not even the dev page's own origin: its server's proxy is its door.
      for (const origin of ['http://evil.example', 'http://127.0.0.1:5173']) {
        const page = await send(chain.rpcUrl, 'POST', { origin }, body)
        expect(page.status).toBe(403)
        expect(page.headers.get('access-control-allow-origin')).toBeNull()
        const preflight = await send(chain.rpcUrl, 'OPTIONS', {
          origin,
          'access-control-request-method': 'POST',
        })
        expect(preflight.status).toBe(403)
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
        expect(
          await newHead(chain.wsUrl, origin, mineOn(chain.rpcUrl)),
        ).toEqual({ status: 403 })
      }
      expect(
        await newHead(chain.wsUrl, undefined, mineOn(chain.rpcUrl)),
      ).toEqual({ status: 101, block: expect.stringMatching(/^0x/) })
    }
  })

  test('origins given: exactly those pages get through', async () => {
    const other = await startDevnet({ origins: ['http://127.0.0.1:3000'] })
    try {
      const path = '/devnet/rpc/13370'
      const call = (origin: string) =>
        fetch(`${other.proxy[path]!.target}${path}`, {
          method: 'POST',
          headers: { origin, host: '127.0.0.1:5173' },
          body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
        })
      expect((await call('http://127.0.0.1:3000')).status).toBe(200)
      expect(
        (await call(`http://${new URL(other.proxy[path]!.target).host}`))
          .status,
      ).toBe(403)
      expect((await call('http://127.0.0.1:5173')).status).toBe(403)
      // The chains' own URLs too, as a happy-dom page on that origin reads them.
      for (const chain of other.chains) {
        const page = await send(
          chain.rpcUrl,
          'POST',
          { origin: 'http://127.0.0.1:3000' },
          '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
        )
        expect(page.status).toBe(200)
        expect(page.headers.get('access-control-allow-origin')).toBe(
          'http://127.0.0.1:3000',
        )
        const mine = mineOn(chain.rpcUrl)
        expect(
          await newHead(chain.wsUrl, 'http://127.0.0.1:3000', mine),
        ).toEqual({ status: 101, block: expect.stringMatching(/^0x/) })
        for (const origin of ['http://evil.example', 'http://127.0.0.1:5173']) {
          expect(
            (await send(chain.rpcUrl, 'POST', { origin }, '{}')).status,
          ).toBe(403)
          expect(await newHead(chain.wsUrl, origin, mine)).toEqual({
            status: 403,
          })
        }
      }
    } finally {
      await other.stop()
    }
  })

  test('a parent killed with SIGKILL takes the anvils with it', async () => {
    const script = fileURLToPath(
      new URL('../test/devnetProcess.ts', import.meta.url),
    )
    const parent = fork(script, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const { pids } = await new Promise<{ pids: number[] }>(
      (resolve, reject) => {
        parent.once('message', (message) =>
          resolve(message as { pids: number[] }),
        )
        parent.once('exit', (code) =>
          reject(new Error(`the devnet process exited (${code})`)),
        )
      },
    )
    try {
      expect(pids).toHaveLength(2)
      expect(pids.every(isRunning)).toBe(true)
      parent.kill('SIGKILL')
      await expect
        .poll(() => pids.filter(isRunning), { timeout: 3_000, interval: 50 })
        .toEqual([])
    } finally {
      // A failure here must not leave orphans of its own.
      for (const pid of pids.filter(isRunning)) process.kill(pid, 'SIGKILL')
    }
  })

  test('stop ends every process it started', async () => {
    const other = await startDevnet()
    await other.stop()
    for (const pid of other.pids) expect(() => process.kill(pid, 0)).toThrow()
    await expect(chainIdAt(other.chains[0]!.rpcUrl)).rejects.toThrow()
  })
})
