// @vitest-environment happy-dom
import { createCoinbaseWalletSDK } from '@coinbase/wallet-sdk'
import { coinbaseWallet } from '@wagmi/connectors'
import { connect, createConfig, disconnect, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createDevWallet } from './createDevWallet.ts'
import { installCoinbaseExtension } from './installCoinbaseExtension.ts'

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

beforeEach(() => {
  // The SDK fetches the page itself to read its Cross-Origin-Opener-Policy;
  // there is no page server here, so answer for it (no COOP header).
  vi.stubGlobal('fetch', async () => new Response(''))
})

afterEach(() => {
  vi.unstubAllGlobals()
  delete (globalThis as { coinbaseWalletExtension?: unknown })
    .coinbaseWalletExtension
})

test('the Coinbase Wallet SDK takes the extension, telling it the app name', async () => {
  const wallet = createDevWallet({ chains })
  const extension = installCoinbaseExtension(wallet)

  const provider = createCoinbaseWalletSDK({
    appName: 'Latch',
    appChainIds: [13_370],
  }).getProvider()

  expect(provider).toBe(extension)
  expect(wallet.control.appInfo()).toMatchObject({
    appName: 'Latch',
    appLogoUrl: '',
    appChainIds: [13_370],
    preference: { options: 'all' },
  })
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])
})

test('wagmi’s coinbaseWallet connector connects and disconnects through it', async () => {
  const wallet = createDevWallet({ chains, persist: false })
  installCoinbaseExtension(wallet)
  const config = createConfig({
    chains: [chain],
    connectors: [coinbaseWallet({ appName: 'Latch' })],
    transports: { [chain.id]: http() },
    storage: null,
  })

  const result = await connect(config, { connector: config.connectors[0]! })
  expect(result).toMatchObject({
    accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    chainId: 13_370,
  })
  expect(wallet.control.appInfo()?.appName).toBe('Latch')

  await disconnect(config)
  expect(wallet.control.extensionCalls().map((call) => call.name)).toEqual([
    'setAppInfo',
    'disconnect',
    'close',
  ])
  expect(wallet.control.state().authorized).toBe(false)
})
