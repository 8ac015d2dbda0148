import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures.ts'

// Another site the developer visits while the devnet runs, played by a page
// from a server of its own on loopback (Chromium lets a page reach loopback
// only from a loopback address: a page Playwright fulfils would be blocked
// whatever the devnet did).
test('a page on another origin can neither read the devnet’s nodes nor open its relay', async ({
  page,
  appUrl,
}) => {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<title>elsewhere</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // Each node's own URLs too, as a site that guessed the port would use them.
  const [chain] = JSON.parse(process.env.LATCH_CHAINS ?? '[]') as {
    rpcUrl: string
    wsUrl: string
  }[]
  if (!chain) throw new Error('LATCH_CHAINS is not set')
  try {
    await page.goto(`http://127.0.0.1:${port}/`)
    const reached = await page.evaluate(
      async ({ appUrl, chain }) => {
        const read = (url: string) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"jsonrpc":"2.0","id":1,"method":"eth_accounts","params":[]}',
          }).then(
            async (response) =>
              `read ${response.status}: ${await response.text()}`,
            () => 'blocked',
          )
        const open = (url: string) =>
          new Promise<string>((resolve) => {
            const socket = new WebSocket(url)
            socket.onopen = () => {
              socket.close()
              resolve('open')
            }
            socket.onerror = () => resolve('refused')
          })
        const rpc = await read(`${appUrl}/devnet/rpc/13370`)
        const node = await read(chain.rpcUrl)
        const nodeSocket = await open(chain.wsUrl)
        // Only the JWT's `iss` matters to the relay.
        const part = (value: object) =>
          btoa(JSON.stringify(value)).replace(/=+$/, '')
        const auth = `${part({ alg: 'EdDSA' })}.${part({ iss: 'did:key:z6Mkx' })}.s`
        const relay = await open(
          `${appUrl.replace(/^http/, 'ws')}/devnet/relay?auth=${auth}`,
        )
        return { rpc, node, nodeSocket, relay }
      },
      { appUrl, chain },
    )
    expect(reached).toEqual({
      rpc: 'blocked',
      node: 'blocked',
      nodeSocket: 'refused',
      relay: 'refused',
    })
  } finally {
    server.close()
  }

  // The app's own page still reaches both.
  await page.goto(appUrl)
  const own = await page.evaluate(async () => {
    const response = await fetch('/devnet/rpc/13370', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
    })
    return response.json()
  })
  expect(own).toMatchObject({ result: '0x343a' })
})
