// @vitest-environment happy-dom
import {
  connect,
  createConfig,
  createStorage,
  http,
  reconnect,
} from '@wagmi/core'
import { defineChain } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { announceProvider } from './announceProvider.ts'
import { createDevWallet } from './createDevWallet.ts'

const chain = defineChain({
  id: 13_370,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: these tests only use wallet-side methods.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const chains = [
  { id: chain.id, name: chain.name, rpcUrl: 'http://127.0.0.1:9' },
]

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  localStorage.clear()
})

function config() {
  return createConfig({
    chains: [chain],
    transports: { [chain.id]: http() },
    storage: createStorage({ storage: localStorage }),
  })
}

test('wagmi discovers the announced wallet, and a reconnect does not connect it unasked', async () => {
  const wallet = createDevWallet({ chains })
  stops.push(announceProvider(wallet))
  const wagmi = config()

  const connector = wagmi.connectors.find((x) => x.id === 'dev.latch.wallet')
  expect(connector).toMatchObject({
    name: 'Latch Dev Wallet',
    type: 'injected',
  })
  expect(connector?.icon).toMatch(/^data:image\/svg\+xml,/)

  await reconnect(wagmi)
  expect(wagmi.state.status).toBe('disconnected')

  const result = await connect(wagmi, { connector: connector! })
  expect(result.accounts).toEqual([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])
  expect(
    wallet.control.requests({ method: 'wallet_requestPermissions' }),
  ).toEqual([
    {
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    },
  ])
})

test('with persist, a reloaded page reconnects the wallet it authorized', async () => {
  const before = createDevWallet({ chains, persist: true })
  const stop = announceProvider(before)
  const first = config()
  await connect(first, {
    connector: first.connectors.find((x) => x.id === 'dev.latch.wallet')!,
  })
  stop()

  // The "reload": a new wallet instance and a new wagmi config, same storage.
  const after = createDevWallet({ chains, persist: true })
  stops.push(announceProvider(after))
  const second = config()
  await reconnect(second)
  expect(second.state.status).toBe('connected')
})
