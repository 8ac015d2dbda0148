import { arbitrum, base, mainnet, optimism, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  type CreateLatchConfigParameters,
  createLatchConfig,
} from '../config/createLatchConfig.ts'
import { InvalidHeaderError } from '../errors/headers.ts'
import { inlineScriptHash, inlineStyleHash } from '../vite.ts'
import { baseAccount } from '../wallets/baseAccount.ts'
import { coinbaseWallet } from '../wallets/coinbaseWallet.ts'
import { injectedWallets } from '../wallets/injectedWallets.ts'
import { contentSecurityPolicy } from './contentSecurityPolicy.ts'

function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values]
    }),
  )
}

/** A dapp's config over the public networks, mainnet through a node provider. */
function latchWith(parameters: Partial<CreateLatchConfigParameters> = {}) {
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, sepolia, base, optimism, arbitrum],
    rpcUrls: {
      [mainnet.id]: {
        http: 'https://eth-mainnet.g.alchemy.com/v2/KEY12345',
        webSocket: 'wss://eth-mainnet.g.alchemy.com/v2/KEY12345',
      },
    },
    storage: null,
    ...parameters,
  })
}

describe('contentSecurityPolicy', () => {
  test('no inline or eval anywhere; scripts and styles from the app only', () => {
    const policy = contentSecurityPolicy(
      latchWith({ walletConnectProjectId: 'latch-test' }),
    )
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    const csp = directives(policy)
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['style-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:'])
  })

  test('connects to the configured nodes (https and wss) and each public RPC', () => {
    const csp = directives(contentSecurityPolicy(latchWith()))
    expect(csp['connect-src']).toContain('https://eth-mainnet.g.alchemy.com')
    expect(csp['connect-src']).toContain('wss://eth-mainnet.g.alchemy.com')
    expect(csp['connect-src']).toContain('https://mainnet.base.org')
    expect(csp['connect-src']).not.toContain('wss://relay.walletconnect.org')
    expect(csp['frame-src']).toEqual(["'none'"])
  })

  test('any node provider a chain is configured with, by its origin only', () => {
    const csp = directives(
      contentSecurityPolicy(
        latchWith({
          rpcUrls: {
            [base.id]: 'wss://base-mainnet.infura.io:8443/ws/v3/KEY12345',
            [optimism.id]: 'https://node.example.org/optimism?key=KEY12345',
          },
        }),
      ),
    )
    expect(csp['connect-src']).toContain('wss://base-mainnet.infura.io:8443')
    expect(csp['connect-src']).toContain('https://node.example.org')
    expect(csp['connect-src'].join(' ')).not.toContain('KEY12345')
    // No node configured for mainnet here: its public RPC alone.
    expect(csp['connect-src']).not.toContain(
      'https://eth-mainnet.g.alchemy.com',
    )
  })

  test('WalletConnect adds its relay, RPC and Verify frame, nothing of its telemetry', () => {
    const csp = directives(
      contentSecurityPolicy(
        latchWith({ rpcUrls: {}, walletConnectProjectId: 'latch-test' }),
      ),
    )
    expect(csp['connect-src']).toContain('wss://relay.walletconnect.org')
    expect(csp['frame-src']).toContain('https://verify.walletconnect.org')
    expect(csp['connect-src'].join(' ')).not.toMatch(/pulse|web3modal|cca-lite/)
  })

  test('Coinbase Wallet adds its keys origin, only when offered', () => {
    const offered = directives(contentSecurityPolicy(latchWith()))
    expect(offered['connect-src']).toContain('https://keys.coinbase.com')
    const without = directives(
      contentSecurityPolicy(latchWith({ coinbaseWallet: false })),
    )
    expect(without['connect-src']).not.toContain('https://keys.coinbase.com')
  })

  test('Base Account adds its smallest relaxation, only when offered: its wallet service, the hashes of its two <style> elements, data: fonts; never unsafe-inline', () => {
    const without = contentSecurityPolicy(
      latchWith({ wallets: [injectedWallets(), coinbaseWallet()] }),
    )
    const offered = contentSecurityPolicy(
      latchWith({
        wallets: [injectedWallets(), baseAccount(), coinbaseWallet()],
      }),
    )
    expect(offered).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    const before: Record<string, string[]> = directives(without)
    const after: Record<string, string[]> = directives(offered)
    // Exactly what it adds, directive by directive.
    const added = Object.fromEntries(
      Object.entries(after).flatMap(([name, values]) => {
        const more = values.filter((value) => !before[name]?.includes(value))
        return more.length ? [[name, more]] : []
      }),
    )
    expect(added).toMatchInlineSnapshot(`
      {
        "connect-src": [
          "https://rpc.wallet.coinbase.com",
        ],
        "font-src": [
          "'self'",
          "data:",
        ],
        "style-src": [
          "'sha256-AnYKu8C/vACW5JPyxc9C9CqxUGObSSym1Rr2+XWG2FY='",
          "'sha256-V5jbPU7pNQazG6hMJKOsXb9rC5Tj0GlLGy1+yKHBeUk='",
        ],
      }
    `)
    // Nothing it had is taken away, and without it none of this is there.
    for (const [name, values] of Object.entries(before))
      expect(after[name], name).toEqual(expect.arrayContaining(values))
    expect(before['font-src']).toBeUndefined()
    expect(before['style-src']).toEqual(["'self'"])
  })

  test("an inline script runs by its hash only: script-src lists it, still no 'unsafe-inline'", () => {
    const hash = inlineScriptHash('paint()')
    // The SHA-256 of the exact text, base64, quoted.
    expect(hash).toBe("'sha256-6Z05mR7jGVRSmyHx7iStJaiOybZYZUjxiGbPhYYXh1o='")
    const policy = contentSecurityPolicy(latchWith(), { scriptHashes: [hash] })
    expect(directives(policy)['script-src']).toEqual(["'self'", hash])
    expect(policy).not.toMatch(/unsafe-inline/)
  })

  test("an inline <style> applies by its hash only: style-src lists it, still no 'unsafe-inline'", () => {
    const hash = inlineStyleHash('body{color:red}')
    const policy = contentSecurityPolicy(latchWith(), { styleHashes: [hash] })
    expect(directives(policy)['style-src']).toEqual(["'self'", hash])
    expect(directives(policy)['script-src']).toEqual(["'self'"])
    expect(policy).not.toMatch(/unsafe-inline/)
    expect(() =>
      contentSecurityPolicy(latchWith(), { styleHashes: ["'unsafe-inline'"] }),
    ).toThrow(InvalidHeaderError)
  })

  test.each([
    "'unsafe-inline'",
    'sha256-Qdc5pHzWEtHPxPO+Kv/xjNJQRdQ5ihELpwX7cwAk9XU=',
    "'sha256-a'; script-src *",
    "'nonce-abc'",
  ])('%s is not a script hash: InvalidHeaderError', (hash) => {
    expect(() =>
      contentSecurityPolicy(latchWith(), { scriptHashes: [hash] }),
    ).toThrow(InvalidHeaderError)
  })
})
