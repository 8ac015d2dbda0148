import { describe, expect, test } from 'vitest'
import type { Wallet } from '../connectors/wallet.ts'
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
import { walletConnectLink } from './walletConnectLink.ts'

// A pairing URI as WalletConnect's SDK writes it: its own `@`, `?`, `&` and
// `=` must survive inside the `uri` parameter, not split it.
const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1732550000'

describe('walletConnectLink', () => {
  test('a prefix gets the URI encoded once: the parameter reads back as the URI', () => {
    const href = walletConnectLink(
      { ios: 'https://metamask.app.link/wc?uri=' },
      uri,
      'ios',
    )!
    expect(new URL(href).searchParams.get('uri')).toBe(uri)
    // Once, not twice: no `%25` (an encoded `%`), and none of the URI's own
    // separators left bare after the prefix.
    expect(href).not.toContain('%25')
    expect(href.slice('https://metamask.app.link/wc?uri='.length)).toMatch(
      /^[\w%.~*'()!-]+$/,
    )
    expect(
      walletConnectLink(
        { ios: 'https://x.example/wc?uri=' },
        'wc:a@2?b=c&d=e',
        'ios',
      ),
    ).toBe('https://x.example/wc?uri=wc%3Aa%402%3Fb%3Dc%26d%3De')
  })

  test('an app scheme prefix reads back the same way', () => {
    const href = walletConnectLink(
      { desktop: 'ledgerlive://wc?uri=' },
      uri,
      'desktop',
    )!
    expect(new URL(href).protocol).toBe('ledgerlive:')
    expect(new URL(href).searchParams.get('uri')).toBe(uri)
  })

  test("Android's 'wc' is the raw wc: URI, as the SDK made it", () => {
    expect(walletConnectLink({ android: 'wc' }, uri, 'android')).toBe(uri)
  })

  test('a platform without a link, or a wallet without links, has none', () => {
    const mobile = { ios: 'https://rnbwapp.com/wc?uri=' }
    expect(walletConnectLink(mobile, uri, 'android')).toBeUndefined()
    expect(walletConnectLink(mobile, uri, 'desktop')).toBeUndefined()
    expect(walletConnectLink(undefined, uri, 'ios')).toBeUndefined()
    expect(walletConnectLink({}, uri, 'ios')).toBeUndefined()
  })
})

describe("the built-ins' links are the formats docs/wallets.md lists", () => {
  // Each wallet's documented form per platform; `wc` is the raw URI and
  // `undefined` no link (its tile keeps the QR code).
  const table: [Wallet, string | undefined, string | undefined][] = [
    [metaMask(), 'https://metamask.app.link/wc?uri=', 'wc'],
    [rainbow(), 'https://rnbwapp.com/wc?uri=', 'wc'],
    [
      trust(),
      'https://link.trustwallet.com/wc?uri=',
      'https://link.trustwallet.com/wc?uri=',
    ],
    [uniswap(), 'https://uniswap.org/app/wc?uri=', undefined],
    [zerion(), 'https://app.zerion.io/wc?uri=', 'wc'],
    [ledgerLive(), 'ledgerlive://wc?uri=', 'wc'],
    [okx(), 'okex://main/wc?uri=', 'wc'],
    [walletConnect(), undefined, undefined],
    [coinbaseWallet(), undefined, undefined],
    [injectedWallets(), undefined, undefined],
  ]

  test.each(
    table.map(([wallet, ios, android]) => [wallet.id, wallet, ios, android]),
  )('%s', (_, wallet, ios, android) => {
    for (const [platform, format] of [
      ['ios', ios],
      ['android', android],
    ] as const) {
      const href = walletConnectLink(wallet.mobile, uri, platform)
      if (format === undefined) expect(href, platform).toBeUndefined()
      else if (format === 'wc') expect(href, platform).toBe(uri)
      else {
        expect(href, platform).toBe(format + encodeURIComponent(uri))
        expect(new URL(href!).searchParams.get('uri'), platform).toBe(uri)
      }
    }
  })

  test('only Ledger Live has a desktop app link', () => {
    expect(walletConnectLink(ledgerLive().mobile, uri, 'desktop')).toBe(
      `ledgerlive://wc?uri=${encodeURIComponent(uri)}`,
    )
    for (const [wallet] of table.filter(([x]) => x.id !== 'ledgerLive'))
      expect(walletConnectLink(wallet.mobile, uri, 'desktop'), wallet.id).toBe(
        undefined,
      )
  })
})
