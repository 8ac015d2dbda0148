import {
  announceProvider,
  createDevWallet,
  devnetChains,
} from '@latch/devnet/browser'
import { afterEach, describe, expect, test } from 'vitest'
import { createLatchConfig } from './createLatchConfig.ts'

// In a page; `createLatchConfig.test.ts` holds what it does on a server.

const chains = devnetChains('http://127.0.0.1:5173')
const walletChains = [
  { id: 13_370, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' },
]

afterEach(() => localStorage.clear())

describe('createLatchConfig in a page', () => {
  test('the session is kept in the page’s localStorage by default; null keeps it nowhere', () => {
    const latch = createLatchConfig({ appName: 'Latch', chains })
    latch.latch.storage?.setItem('latch.test', '1')
    expect(localStorage.getItem('latch.test')).toBe('1')
    // wagmi's own state goes there too, under its key.
    latch.storage?.setItem('recentConnectorId', 'injected')
    expect(localStorage.getItem('wagmi.recentConnectorId')).toBe('"injected"')

    localStorage.clear()
    const none = createLatchConfig({ appName: 'Latch', chains, storage: null })
    expect(none.latch.storage).toBeUndefined()
    none.storage?.setItem('recentConnectorId', 'injected')
    expect(localStorage.length).toBe(0)
  })

  test('every wallet announced over EIP-6963 gets its connector, by rdns; a second under the same rdns is kept too, under an id of its own', () => {
    const wallets = [
      createDevWallet({
        chains: walletChains,
        info: { name: 'Dev wallet', rdns: 'dev.latch.a' },
      }),
      createDevWallet({
        chains: walletChains,
        info: { name: 'Impostor', rdns: 'dev.latch.a' },
      }),
    ]
    const stops = [announceProvider(wallets[0]!, window)]
    const latch = createLatchConfig({
      appName: 'Latch',
      chains,
      storage: null,
    })
    // Announced after the config was made: still found.
    stops.push(announceProvider(wallets[1]!, window))
    for (const stop of stops) stop()

    // Either may be the impostor: neither is dropped.
    const second = `dev.latch.a#${wallets[1]!.info.uuid}`
    expect(latch.connectors.map((x) => [x.id, x.name])).toEqual([
      ['injected', 'Browser wallet'],
      ['dev.latch.a', 'Dev wallet'],
      [second, 'Impostor'],
    ])
    expect(
      latch.latch
        .announcedWallets()
        .map((x) => [x.id, x.rdns, x.name, x.provider]),
    ).toEqual([
      ['dev.latch.a', 'dev.latch.a', 'Dev wallet', wallets[0]!.provider],
      [second, 'dev.latch.a', 'Impostor', wallets[1]!.provider],
    ])
  })
})
