import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { baseAccount } from '../wallets/baseAccount.ts'
import { contentSecurityPolicy } from './contentSecurityPolicy.ts'
import { securityHeaders } from './securityHeaders.ts'

const latch = createLatchConfig({
  appName: 'Latch',
  chains: [mainnet, base],
  rpcUrls: { [mainnet.id]: 'https://mainnet.infura.io/v3/KEY12345' },
  walletConnectProjectId: 'latch-test',
  storage: null,
})

describe('securityHeaders', () => {
  test("the policy is contentSecurityPolicy(config)'s, verbatim: one source", () => {
    expect(securityHeaders(latch)['Content-Security-Policy']).toBe(
      contentSecurityPolicy(latch),
    )
  })

  test('no framing, no sniffing, the origin only across origins, wallet popups kept', () => {
    const headers = securityHeaders(latch)
    expect(headers['Content-Security-Policy']).toContain(
      "frame-ancestors 'none'",
    )
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Coinbase Wallet's popup answers its opener: not `same-origin`.
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    })
  })

  test('with Base Account listed, its window can answer the page: an opener policy other than same-origin, which its SDK checks', () => {
    const headers = securityHeaders(
      createLatchConfig({
        appName: 'Latch',
        chains: [mainnet, base],
        wallets: [baseAccount()],
        storage: null,
      }),
    )
    expect(headers['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    )
    expect(headers['Content-Security-Policy']).toContain(
      "font-src 'self' data:",
    )
  })

  test('Permissions-Policy turns off what Latch never uses, and leaves the clipboard (Copy address) on', () => {
    const policy = securityHeaders(latch)['Permissions-Policy']!
    const features = policy.split(', ')
    expect(features.length).toBeGreaterThan(10)
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/)
    expect(features).toEqual(
      expect.arrayContaining([
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
        'hid=()',
        'serial=()',
      ]),
    )
    expect(policy).not.toMatch(/clipboard/)
  })

  test('HSTS only when asked for: the host name is the domain’s to bind', () => {
    expect(Object.keys(securityHeaders(latch))).not.toContain(
      'Strict-Transport-Security',
    )
    expect(
      securityHeaders(latch, { strictTransportSecurity: 'max-age=31536000' })[
        'Strict-Transport-Security'
      ],
    ).toBe('max-age=31536000')
  })
})
