import { expect, test } from 'vitest'
import { announceProvider } from '../../../devnet/wallet/announceProvider.ts'
import { createDevWallet } from '../../../devnet/wallet/createDevWallet.ts'
import { devnetChains } from '../../config/devnet.ts'
import { parseEnv } from '../../config/env.ts'
import { createLatchConfig } from '../../config/wagmi.ts'
import { getWalletOptions } from './getWalletOptions.ts'

const origin = 'http://127.0.0.1:5173'
const chains = [
  { id: 13_370, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' },
]

function latchWith(...wallets: ReturnType<typeof createDevWallet>[]) {
  const stops = wallets.map((wallet) => announceProvider(wallet, window))
  const latch = createLatchConfig({
    env: parseEnv({}),
    origin,
    devnet: {
      chains: devnetChains(origin),
      walletConnect: { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' },
    },
  })
  for (const stop of stops) stop()
  return latch
}

test('announced wallets, then lazily loaded ones; the recent one first', () => {
  const dev = createDevWallet({
    chains,
    info: { name: 'Dev wallet', rdns: 'dev.latch.a' },
  })
  const hostile = createDevWallet({
    chains,
    info: {
      name: 'Odd wallet',
      rdns: 'dev.latch.b',
      icon: 'data:text/html,<script>alert(1)</script>',
    },
  })
  const latch = latchWith(dev, hostile)
  const options = getWalletOptions(latch.config, {
    announcedWallets: latch.announcedWallets(),
    lazyConnectors: latch.lazyConnectors,
    recentConnectorId: 'coinbaseWalletSDK',
    windowEthereum: undefined,
  })
  expect(options.map((x) => [x.id, x.name, x.recent])).toEqual([
    ['coinbaseWalletSDK', 'Coinbase Wallet', true],
    ['dev.latch.a', 'Dev wallet', false],
    ['dev.latch.b', 'Odd wallet', false],
    ['walletConnect', 'WalletConnect', false],
  ])
  expect(options[1]?.icon).toMatch(/^data:image\/svg\+xml/)
  // Only images are shown: an announced icon is any string a wallet sends.
  expect(options[2]?.icon).toBeUndefined()
})

test('the generic browser wallet only for a window.ethereum no announcement covers', () => {
  const dev = createDevWallet({ chains, info: { rdns: 'dev.latch.c' } })
  const other = createDevWallet({ chains })
  const latch = latchWith(dev)
  const options = (windowEthereum: unknown) =>
    getWalletOptions(latch.config, {
      announcedWallets: latch.announcedWallets(),
      lazyConnectors: latch.lazyConnectors,
      recentConnectorId: null,
      windowEthereum,
    }).map((x) => x.id)
  expect(options(dev.provider)).not.toContain('injected')
  expect(options(other.provider)).toContain('injected')
  expect(options(undefined)).not.toContain('injected')
})

test('a wallet option that cannot be used says why', () => {
  const latch = latchWith()
  const [walletConnect] = getWalletOptions(latch.config, {
    announcedWallets: [],
    lazyConnectors: [
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        configured: false,
        reason: 'No project id.',
      },
    ],
    recentConnectorId: undefined,
    windowEthereum: undefined,
  })
  expect(walletConnect).toMatchObject({
    id: 'walletConnect',
    unavailable: 'No project id.',
  })
})
