import {
  announceProvider,
  createDevWallet,
  devnetChains,
  devWalletIcon,
} from '@latch/devnet/browser'
import { describe, expect, test } from 'vitest'
import {
  type CreateLatchConfigParameters,
  createLatchConfig,
} from '../config/createLatchConfig.ts'

import { coinbaseWallet } from '../wallets/coinbaseWallet.ts'
import { injectedWallets } from '../wallets/injectedWallets.ts'
import { metaMask } from '../wallets/metaMask.ts'
import { rainbow } from '../wallets/rainbow.ts'
import { walletConnect } from '../wallets/walletConnect.ts'
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

describe('a list of the dapp’s own (createLatchConfig({ wallets }))', () => {
  const grouped = {
    wallets: [
      { group: 'popular', wallets: [metaMask(), rainbow()] },
      {
        group: 'more',
        wallets: [injectedWallets(), coinbaseWallet(), walletConnect()],
      },
    ],
  }
  const options = (
    latch: ReturnType<typeof latchWith>,
    recentConnectorId: string | null = null,
    windowEthereum: unknown = undefined,
  ) =>
    getWalletOptions(latch, { recentConnectorId, windowEthereum }).map((x) => [
      x.id,
      x.group,
      x.installed,
      x.recent,
    ])

  test('groups in order; the wallets found in this browser first, under installed', () => {
    const dev = createDevWallet({
      chains,
      info: { name: 'Dev wallet', rdns: 'dev.latch.a' },
    })
    expect(options(latchWith([dev], grouped))).toEqual([
      ['dev.latch.a', 'installed', true, false],
      ['metaMask', 'popular', true, false],
      ['rainbow', 'popular', true, false],
      ['coinbaseWalletSDK', 'more', true, false],
      ['walletConnect', 'more', true, false],
    ])
    // No wallet at all: the browser wallet, not installed, where it is listed.
    expect(options(latchWith([], grouped)).at(-1)).toEqual([
      'injected',
      'more',
      false,
      false,
    ])
  })

  test('a wallet whose rdns is announced is listed once, as the announced one, installed', () => {
    const extension = createDevWallet({
      chains,
      info: { name: 'MetaMask', rdns: 'io.metamask' },
    })
    const listed = getWalletOptions(latchWith([extension], grouped), {
      recentConnectorId: null,
      windowEthereum: undefined,
    })
    expect(listed.map((x) => [x.id, x.name, x.group])).toEqual([
      ['io.metamask', 'MetaMask', 'installed'],
      ['rainbow', 'Rainbow', 'popular'],
      ['coinbaseWalletSDK', 'Coinbase Wallet', 'more'],
      ['walletConnect', 'WalletConnect', 'more'],
    ])
    // The one it stands for is not a second MetaMask: no look-alike mark.
    expect(listed[0]).toMatchObject({ rdns: undefined, kind: 'announced' })
  })

  test('without injectedWallets(), only the announced wallets the list names are offered', () => {
    const extension = createDevWallet({
      chains,
      info: { name: 'Rainbow', rdns: 'me.rainbow' },
    })
    const other = createDevWallet({
      chains,
      info: { name: 'Other', rdns: 'com.example.other' },
    })
    expect(
      options(
        latchWith([extension, other], { wallets: [metaMask(), rainbow()] }),
      ),
    ).toEqual([
      ['me.rainbow', undefined, true, false],
      ['metaMask', undefined, true, false],
    ])
  })

  test('the most recent first in its group, marked', () => {
    const latch = latchWith([], grouped)
    expect(options(latch, 'walletConnect')).toEqual([
      ['metaMask', 'popular', true, false],
      ['rainbow', 'popular', true, false],
      ['walletConnect', 'more', true, true],
      ['coinbaseWalletSDK', 'more', true, false],
      ['injected', 'more', false, false],
    ])
    // In a list without groups, first of all, as the default list does.
    const flat = latchWith([], { wallets: [metaMask(), walletConnect()] })
    expect(options(flat, 'walletConnect')).toEqual([
      ['walletConnect', undefined, true, true],
      ['metaMask', undefined, true, false],
    ])
  })

  test('a wallet’s own description and install links reach the dialog', () => {
    const [first] = getWalletOptions(
      latchWith([], {
        wallets: [
          {
            ...metaMask(),
            description: { en: 'The fox', ja: 'キツネ' },
          },
        ],
      }),
      { recentConnectorId: null, windowEthereum: undefined },
    )
    expect(first).toMatchObject({
      description: { en: 'The fox', ja: 'キツネ' },
      install: { website: 'https://metamask.io/download/' },
    })
  })

  test('a wallet’s phone links reach the dialog; the announced extension standing for one has none', () => {
    const extension = createDevWallet({
      chains,
      info: { name: 'Rainbow', rdns: 'me.rainbow' },
    })
    const listed = getWalletOptions(
      latchWith([extension], {
        wallets: [metaMask(), rainbow(), walletConnect()],
      }),
      { recentConnectorId: null, windowEthereum: undefined },
    )
    expect(listed.map((x) => [x.id, x.mobile])).toEqual([
      ['me.rainbow', undefined],
      ['metaMask', { ios: 'https://metamask.app.link/wc?uri=', android: 'wc' }],
      ['walletConnect', undefined],
    ])
  })
})
