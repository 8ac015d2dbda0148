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
  // An announcement whose icon is not an image (any page script can send
  // one) is not a wallet: ignored.
  expect(options.map((x) => [x.id, x.name, x.recent])).toEqual([
    ['coinbaseWalletSDK', 'Coinbase Wallet', true],
    ['dev.latch.a', 'Dev wallet', false],
    ['walletConnect', 'WalletConnect', false],
  ])
  // The wallet's own icon, as it announced it.
  expect(options[1]?.icon).toBe(devWalletIcon)
  // A name like no other: no rdns needed to tell it apart.
  expect(options[1]).toMatchObject({
    fullName: undefined,
    rdns: undefined,
    rdnsReason: undefined,
  })
})

test('names that pass for another (bidi override, Greek and Cyrillic letters, the same name) each show their rdns', () => {
  const wallets = [
    ['MetaMask', 'io.metamask'],
    ['Meta\u202EksaM', 'com.example.reversed'],
    ['\u039C\u0435t\u0430\u039C\u0430\u0455k', 'com.example.greek'],
    ['Zero\u200Bwidth', 'com.example.zerowidth'],
    ['ＣＯＩＮＢＡＳＥ wallet', 'com.example.fullwidth'],
    ['Rabby Wallet', 'io.rabby'],
    ['Кошелёк', 'ru.example.wallet'],
  ].map(([name, rdns]) => createDevWallet({ chains, info: { name, rdns } }))
  const options = getWalletOptions(latchWith(wallets), {
    recentConnectorId: null,
    windowEthereum: undefined,
  })
  expect(options.map((x) => [x.id, x.name, x.rdns, x.rdnsReason])).toEqual([
    // The real one too: which of two look-alikes is real, only the rdns says.
    ['io.metamask', 'MetaMask', 'io.metamask', 'lookAlike'],
    [
      'com.example.reversed',
      'Meta\u202EksaM',
      'com.example.reversed',
      'lookAlike',
    ],
    [
      'com.example.greek',
      '\u039C\u0435t\u0430\u039C\u0430\u0455k',
      'com.example.greek',
      'lookAlike',
    ],
    [
      'com.example.zerowidth',
      'Zero\u200Bwidth',
      'com.example.zerowidth',
      'lookAlike',
    ],
    // NFKC and case folding: it reads as Coinbase Wallet.
    [
      'com.example.fullwidth',
      'ＣＯＩＮＢＡＳＥ wallet',
      'com.example.fullwidth',
      'lookAlike',
    ],
    ['io.rabby', 'Rabby Wallet', undefined, undefined],
    // One script, whichever: nothing to mistake.
    ['ru.example.wallet', 'Кошелёк', undefined, undefined],
    ['coinbaseWalletSDK', 'Coinbase Wallet', undefined, undefined],
    ['walletConnect', 'WalletConnect', undefined, undefined],
  ])
})

test('two wallets announcing one rdns are both offered, each marked, whichever came first', () => {
  const impostor = createDevWallet({
    chains,
    info: { name: 'Dev wallet', rdns: 'dev.latch.wallet' },
  })
  const real = createDevWallet({
    chains,
    info: { name: 'Dev wallet', rdns: 'dev.latch.wallet' },
  })
  const options = getWalletOptions(latchWith([impostor, real]), {
    recentConnectorId: null,
    windowEthereum: undefined,
  })
  expect(
    options
      .filter((x) => x.kind === 'announced')
      .map((x) => [x.id, x.rdns, x.rdnsReason]),
  ).toEqual([
    ['dev.latch.wallet', 'dev.latch.wallet', 'shared'],
    [`dev.latch.wallet#${real.info.uuid}`, 'dev.latch.wallet', 'shared'],
  ])
})

test('a long announced name is cut to be shown, whole in fullName', () => {
  const long = 'W'.repeat(5_000)
  const emoji = '🦊'.repeat(45)
  const options = getWalletOptions(
    latchWith([
      createDevWallet({ chains, info: { name: long, rdns: 'com.long' } }),
      createDevWallet({ chains, info: { name: emoji, rdns: 'com.emoji' } }),
      createDevWallet({
        chains,
        info: { name: 'W'.repeat(40), rdns: 'com.fits' },
      }),
    ]),
    { recentConnectorId: null, windowEthereum: undefined },
  )
  expect(options.slice(0, 3).map((x) => [x.name, x.fullName])).toEqual([
    [`${'W'.repeat(39)}…`, long],
    // Cut between characters, never inside a surrogate pair.
    [`${'🦊'.repeat(39)}…`, emoji],
    ['W'.repeat(40), undefined],
  ])
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
