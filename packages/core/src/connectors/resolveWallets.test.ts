import { injected } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { DuplicateWalletError, InvalidWalletError } from '../errors/wallets.ts'
import { baseAccount } from '../wallets/baseAccount.ts'
import { coinbaseWallet } from '../wallets/coinbaseWallet.ts'
import { injectedWallets } from '../wallets/injectedWallets.ts'
import { ledgerLive } from '../wallets/ledgerLive.ts'
import { metaMask } from '../wallets/metaMask.ts'
import { okx } from '../wallets/okx.ts'
import { rainbow } from '../wallets/rainbow.ts'
import { trust } from '../wallets/trust.ts'
import { uniswap } from '../wallets/uniswap.ts'
import { walletConnect } from '../wallets/walletConnect.ts'
import { zerion } from '../wallets/zerion.ts'
import { isWalletIcon } from './isWalletIcon.ts'
import { resolveWallets } from './resolveWallets.ts'
import type { Wallet, WalletContext } from './wallet.ts'

const context: WalletContext = {
  appName: 'Latch',
  appUrl: undefined,
  appIcon: undefined,
  walletConnect: { projectId: 'latch-test' },
  rpcMap: {},
}

const own = (id: string, icon = 'data:image/png;base64,AA'): Wallet => ({
  id,
  name: `Wallet ${id}`,
  icon,
  connector: async () => injected(),
})

describe('resolveWallets', () => {
  test('a flat list keeps its order, without groups', () => {
    const wallets = resolveWallets(
      [injectedWallets(), metaMask(), own('acme')],
      context,
    )
    expect(wallets.map((x) => [x.id, x.group, x.kind])).toEqual([
      ['injected', undefined, 'browser'],
      ['metaMask', undefined, 'qrCode'],
      ['acme', undefined, 'appOrExtension'],
    ])
  })

  test('a wallet that connects in a window of its own is a popup wallet; one kept beside its successor is legacy; their policy needs come along', () => {
    const wallets = resolveWallets(
      [
        baseAccount(),
        coinbaseWallet(),
        { ...own('acme'), popup: true, origins: { font: ['data:'] } },
      ],
      context,
    )
    expect(wallets.map((x) => [x.name, x.kind, x.origins.font])).toEqual([
      ['Base Account', 'popup', ['data:']],
      ['Coinbase Wallet', 'legacy', undefined],
      ['Wallet acme', 'popup', ['data:']],
    ])
    expect(wallets[0]!.origins.style).toHaveLength(2)
    expect(wallets[1]!.origins).toEqual({
      connect: ['https://keys.coinbase.com'],
      frame: [],
    })
  })

  test('groups keep their order and names, Latch’s or the dapp’s own', () => {
    const wallets = resolveWallets(
      [
        { group: 'popular', wallets: [metaMask(), rainbow()] },
        { group: 'Our wallets', wallets: [own('acme')] },
        { group: 'more', wallets: [coinbaseWallet(), walletConnect()] },
      ],
      context,
    )
    expect(wallets.map((x) => [x.id, x.group])).toEqual([
      ['metaMask', 'popular'],
      ['rainbow', 'popular'],
      ['acme', 'Our wallets'],
      ['coinbaseWalletSDK', 'more'],
      ['walletConnect', 'more'],
    ])
  })

  test('a wallet listed twice (one id) is refused, whichever groups hold it', () => {
    const twice = () =>
      resolveWallets(
        [
          { group: 'popular', wallets: [metaMask()] },
          { group: 'more', wallets: [metaMask()] },
        ],
        context,
      )
    expect(twice).toThrow(DuplicateWalletError)
    expect(twice).toThrowErrorMatchingInlineSnapshot(
      `[DuplicateWalletError: Two wallets have the id "metaMask": list each wallet once.]`,
    )
  })

  test('an icon Latch cannot show safely is refused', () => {
    for (const icon of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/icon.png',
      '//example.com/icon.png',
      '',
      '/icon.svg" onerror="alert(1)',
    ])
      expect(() => resolveWallets([own('acme', icon)], context), icon).toThrow(
        InvalidWalletError,
      )
    expect(() =>
      resolveWallets([own('acme', 'javascript:alert(1)')], context),
    ).toThrowErrorMatchingInlineSnapshot(
      `[InvalidWalletError: The icon of the wallet "acme" is not a data:image/ URI, a path or an https: URL.]`,
    )
  })

  test('mobile links that are not an https: or app-scheme prefix are refused', () => {
    const withMobile = (mobile: unknown): Wallet => ({
      ...own('acme'),
      mobile: mobile as Wallet['mobile'],
    })
    for (const mobile of [
      { ios: 'javascript:alert(1)//?uri=' },
      // A script too: the comment ends at the encoded newline.
      { ios: 'javascript://x%0aalert(1)?uri=' },
      { ios: 'JavaScript://x%0aalert(1)?uri=' },
      { android: 'data:text/html,<script>alert(1)</script>?uri=' },
      { ios: 'vbscript://x?uri=' },
      { ios: 'http://wallet.example/wc?uri=' },
      { ios: '//wallet.example/wc?uri=' },
      { ios: '/wc?uri=' },
      // The URI must fill a parameter, outside any fragment, in the attribute.
      { ios: 'https://wallet.example/wc' },
      { ios: 'https://wallet.example/#/wc?uri=' },
      { ios: 'https://wallet.example/wc?uri=" onclick="alert(1)' },
      { ios: 'https://wallet.example/wc?x=1 &uri=' },
      { ios: 'wallet:wc?uri=' },
      // The raw wc: URI is Android's only.
      { ios: 'wc' },
      { desktop: 'wc' },
      { android: 'wc:' },
      // A misspelt platform would silently never link.
      { iOS: 'https://wallet.example/wc?uri=' },
      { ios: 42 },
      'https://wallet.example/wc?uri=',
      null,
    ])
      expect(
        () => resolveWallets([withMobile(mobile)], context),
        JSON.stringify(mobile),
      ).toThrow(InvalidWalletError)
    expect(() =>
      resolveWallets(
        [withMobile({ ios: 'javascript://x%0aalert(1)?uri=' })],
        context,
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `[InvalidWalletError: A mobile link of the wallet "acme" is not an https: or app-scheme (name://) prefix ending in its parameter's "=".]`,
    )
  })

  test('mobile links of https: universal links, app schemes and the raw wc: URI are kept', () => {
    const mobile = {
      ios: 'https://wallet.example/app/wc?source=latch&uri=',
      android: 'wc',
      desktop: 'acme-wallet+desktop://open/wc?uri=',
    } as const
    const [wallet] = resolveWallets([{ ...own('acme'), mobile }], context)
    expect(wallet?.mobile).toEqual(mobile)
    const [none] = resolveWallets([own('plain')], context)
    expect(none?.mobile).toBeUndefined()
  })

  test('icons a bundler makes of an imported image are shown', () => {
    for (const icon of [
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      '/assets/acme-3f2a.svg',
      './acme.png',
      '../assets/acme.png',
      'https://cdn.example.com/acme.png',
    ])
      expect(isWalletIcon(icon), icon).toBe(true)
    // A bare name is not what a bundler gives: refused, as plain http.
    expect(isWalletIcon('acme.png')).toBe(false)
    expect(isWalletIcon('http://localhost:5173/acme.png')).toBe(false)
  })

  test('a WalletConnect wallet without a project id, or with WalletConnect off, is listed as unavailable', () => {
    const [none] = resolveWallets([trust()], {
      ...context,
      walletConnect: { projectId: undefined },
    })
    expect(none).toMatchObject({
      connector: undefined,
      unavailable: 'No WalletConnect project id is set.',
    })
    const [off] = resolveWallets([trust()], {
      ...context,
      walletConnect: false,
    })
    expect(off?.unavailable).toBe('WalletConnect is turned off.')
  })

  test('a WalletConnect wallet reaches WalletConnect’s origins and the app’s relay (CSP)', () => {
    const [wallet] = resolveWallets([zerion()], {
      ...context,
      walletConnect: {
        projectId: 'x',
        relayUrl: 'http://127.0.0.1:8545/relay',
      },
    })
    expect(wallet?.origins.connect).toContain('wss://relay.walletconnect.org')
    expect(wallet?.origins.connect).toContain('ws://127.0.0.1:8545')
    expect(wallet?.origins.frame).toContain('https://verify.walletconnect.org')
  })
})

describe('the built-in wallets', () => {
  const builtIns = [
    injectedWallets(),
    coinbaseWallet(),
    walletConnect(),
    metaMask(),
    rainbow(),
    trust(),
    uniswap(),
    zerion(),
    ledgerLive(),
    okx(),
  ]

  test('each has its own id, its real name and rdns, and an icon of its own', () => {
    expect(builtIns.map((x) => [x.id, x.name, x.rdns])).toEqual([
      ['injected', 'Browser wallet', undefined],
      ['coinbaseWalletSDK', 'Coinbase Wallet', 'com.coinbase.wallet'],
      ['walletConnect', 'WalletConnect', undefined],
      ['metaMask', 'MetaMask', 'io.metamask'],
      ['rainbow', 'Rainbow', 'me.rainbow'],
      ['trust', 'Trust Wallet', 'com.trustwallet.app'],
      ['uniswap', 'Uniswap Wallet', 'org.uniswap.app'],
      ['zerion', 'Zerion', 'io.zerion.wallet'],
      ['ledgerLive', 'Ledger Live', 'com.ledger'],
      ['okx', 'OKX Wallet', 'com.okex.wallet'],
    ])
    expect(new Set(builtIns.map((x) => x.icon)).size).toBe(builtIns.length)
    for (const wallet of builtIns)
      expect(isWalletIcon(wallet.icon), wallet.id).toBe(true)
    // Every one resolves together: no two share an id.
    expect(resolveWallets(builtIns, context)).toHaveLength(builtIns.length)
  })

  test('install links are https pages, a store or the wallet’s site', () => {
    for (const wallet of builtIns.slice(3)) {
      const links = Object.values(wallet.install ?? {})
      expect(links.length, wallet.id).toBeGreaterThan(1)
      for (const link of links) expect(link, wallet.id).toMatch(/^https:\/\//)
      expect(
        wallet.install?.website ?? wallet.install?.ios,
        wallet.id,
      ).toBeDefined()
    }
  })

  test('every WalletConnect wallet but the generic one has a phone link', () => {
    const resolved = resolveWallets(builtIns, context)
    expect(resolved.filter((x) => x.mobile?.ios).map((x) => x.id)).toEqual([
      'metaMask',
      'rainbow',
      'trust',
      'uniswap',
      'zerion',
      'ledgerLive',
      'okx',
    ])
  })
})
