import { describe, expect, test } from 'vitest'
import { getChains } from './chains.ts'
import { contentSecurityPolicy } from './csp.ts'

function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  test('no inline or eval anywhere; scripts and styles from the app only', () => {
    const policy = contentSecurityPolicy({
      chains: getChains({ alchemyId: 'KEY12345' }),
      walletConnect: true,
    })
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    const csp = directives(policy)
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['style-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:'])
  })

  test('connects to the node provider (https and wss) and each public RPC', () => {
    const csp = directives(
      contentSecurityPolicy({
        chains: getChains({ alchemyId: 'KEY12345' }),
        walletConnect: false,
      }),
    )
    expect(csp['connect-src']).toContain('https://eth-mainnet.g.alchemy.com')
    expect(csp['connect-src']).toContain('wss://eth-mainnet.g.alchemy.com')
    expect(csp['connect-src']).toContain('https://mainnet.base.org')
    expect(csp['connect-src']).not.toContain('wss://relay.walletconnect.org')
    expect(csp['frame-src']).toEqual(["'none'"])
  })

  test('WalletConnect adds its relay, RPC and Verify frame, nothing of its telemetry', () => {
    const csp = directives(
      contentSecurityPolicy({ chains: getChains({}), walletConnect: true }),
    )
    expect(csp['connect-src']).toContain('wss://relay.walletconnect.org')
    expect(csp['frame-src']).toContain('https://verify.walletconnect.org')
    expect(csp['connect-src'].join(' ')).not.toMatch(/pulse|web3modal|cca-lite/)
  })
})
