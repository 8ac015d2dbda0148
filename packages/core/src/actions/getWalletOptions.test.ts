import {
  announceProvider,
  createDevWallet,
  devnetChains,
  devWalletIcon,
} from '@latch/devnet/browser'
import { expect, test } from 'vitest'
import {
  type CreateLatchConfigParameters,
  createLatchConfig,
} from '../config/createLatchConfig.ts'
import { browserWalletIcon } from '../connectors/walletIcons.ts'
import { getWalletOptions } from './getWalletOptions.ts'

const origin = 'http://127.0.0.1:5173'
const chains = [
  { id: 13_370, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' },
]

function latchWith(
  wallets: ReturnType<typeof createDevWallet>[],
  parameters: Partial<CreateLatchConfigParameters> = {},
) {
  const stops = wallets.map((wallet) => announceProvider(wallet, window))
  const latch = createLatchConfig({
    appName: 'Latch',
    chains: devnetChains(origin),
    walletConnectProjectId: 'latch-test',
    walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
    storage: null,
    ...parameters,
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
  const latch = latchWith([dev, hostile])
  const options = getWalletOptions(latch, {
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
  // The wallet's own icon, as it announced it.
  expect(options[1]?.icon).toBe(devWalletIcon)
  // Only images are shown: an announced icon is any string a wallet sends,
  // and one that is not an image gives way to the generic wallet icon.
  expect(options[2]?.icon).toBe(browserWalletIcon)
  expect(options[2]?.icon).not.toContain('<script>')
})

test('the generic browser wallet only for a window.ethereum no announcement covers', () => {
  const dev = createDevWallet({ chains, info: { rdns: 'dev.latch.c' } })
  const other = createDevWallet({ chains })
  const latch = latchWith([dev])
  const options = (windowEthereum: unknown) =>
    getWalletOptions(latch, {
      recentConnectorId: null,
      windowEthereum,
    }).map((x) => x.id)
  expect(options(dev.provider)).not.toContain('injected')
  expect(options(other.provider)).toContain('injected')
  expect(options(undefined)).not.toContain('injected')
})

test('a wallet option that cannot be used says why', () => {
  const latch = latchWith([], { walletConnectProjectId: undefined })
  const walletConnect = getWalletOptions(latch, {
    recentConnectorId: undefined,
    windowEthereum: undefined,
  }).find((x) => x.id === 'walletConnect')
  expect(walletConnect).toMatchObject({
    id: 'walletConnect',
    unavailable: 'No WalletConnect project id is set.',
  })
  const configured = getWalletOptions(latchWith([]), {
    recentConnectorId: undefined,
    windowEthereum: undefined,
  }).find((x) => x.id === 'walletConnect')
  expect(configured?.unavailable).toBeUndefined()
})

test('a page with no wallet at all: the browser wallet is listed as not installed, and never as recent', () => {
  const latch = latchWith([])
  const options = getWalletOptions(latch, {
    recentConnectorId: 'injected',
    windowEthereum: undefined,
  })
  expect(options.map((x) => [x.id, x.installed, x.recent])).toEqual([
    ['coinbaseWalletSDK', true, false],
    ['walletConnect', true, false],
    ['injected', false, false],
  ])
  const withWallet = getWalletOptions(latch, {
    recentConnectorId: 'injected',
    windowEthereum: createDevWallet({ chains }).provider,
  })
  expect(withWallet.map((x) => [x.id, x.installed, x.recent])).toEqual([
    ['injected', true, true],
    ['coinbaseWalletSDK', true, false],
    ['walletConnect', true, false],
  ])
})
