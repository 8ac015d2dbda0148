// @vitest-environment node
// A module graph of its own (`.fresh.`): viem's WebSocket class not loaded
// yet (isows reads the global once, when first loaded), so the one it takes
// is routeNetwork's below; after another file loaded it, the wss:// URLs
// missed the routes and the transport fell back to HTTP.

import {
  type Anvil,
  type FaultyNode,
  routeNetwork,
  startAnvil,
  startFaultyNode,
} from '@latch/devnet'
import { getBlockNumber } from '@wagmi/core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createAppConfig } from './createAppConfig.ts'
import { parseEnv } from './env.ts'

// The node provider's mainnet URLs lead to a loopback stand-in (anvil with
// chain id 1 behind a node that counts what reaches it); anything else off
// loopback, the public RPC included, is refused before it leaves the machine.
// Installed before viem opens its first socket.
const routes: Record<string, string> = {}
const network = routeNetwork(routes)

let anvil: Anvil
let node: FaultyNode

/** The node provider's mainnet URLs for a key, routed to the stand-in. */
function nodeProvider(key: string) {
  const http = `https://eth-mainnet.g.alchemy.com/v2/${key}`
  const ws = `wss://eth-mainnet.g.alchemy.com/v2/${key}`
  routes[http] = node.httpUrl
  routes[ws] = node.wsUrl
  return { http, ws }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  node = await startFaultyNode({ target: anvil.rpcUrl })
  // A block height only the stand-in has.
  await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_mine',
      params: ['0x7'],
    }),
  })
})
afterAll(async () => {
  await node?.stop()
  await anvil?.stop()
  network.restore()
})
beforeEach(() => {
  node.setMode({ http: 'ok', ws: 'ok' })
})

// Each case has its own key: viem keeps one socket per URL for the process.
describe.each([
  ['VITE_CHAIN_ID unset', {}],
  [
    'VITE_CHAIN_ID naming a chain Latch does not offer',
    { VITE_CHAIN_ID: '424242' },
  ],
])('the app config, a node provider set and %s (seed §5, §7)', (name, env) => {
  const key = name.includes('unset') ? 'UNSET' : 'UNKNOWN'

  test('mainnet is read through the node provider, over websocket first', async () => {
    const urls = nodeProvider(`LATCH-${key}-WS`)
    const config = createAppConfig({
      env: parseEnv({ VITE_ALCHEMY_ID: `LATCH-${key}-WS`, ...env }),
      storage: null,
    })
    const asked = network.asked.length
    const reached = node.counts.ws

    expect(await getBlockNumber(config, { chainId: 1 })).toBe(7n)
    expect(network.asked.slice(asked)).toEqual([urls.ws])
    expect(node.counts.ws).toBeGreaterThan(reached)
  })

  test('its websocket refused: the node provider over HTTP, still before the public RPC', async () => {
    const urls = nodeProvider(`LATCH-${key}-HTTP`)
    node.setMode({ ws: 'down' })
    const config = createAppConfig({
      env: parseEnv({ VITE_ALCHEMY_ID: `LATCH-${key}-HTTP`, ...env }),
      storage: null,
    })
    const asked = network.asked.length

    expect(await getBlockNumber(config, { chainId: 1 })).toBe(7n)
    const urlsAsked = network.asked.slice(asked)
    expect(urlsAsked[0]).toBe(urls.ws)
    expect(urlsAsked.at(-1)).toBe(urls.http)
    expect(new Set(urlsAsked)).toEqual(new Set([urls.ws, urls.http]))
  })
})

test('no other host was asked: not even the public RPC', () => {
  expect(network.refused).toEqual([])
})
