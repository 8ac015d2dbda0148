import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { contentSecurityPolicy } from './contentSecurityPolicy.ts'
import { metaContentSecurityPolicy } from './metaContentSecurityPolicy.ts'

describe('metaContentSecurityPolicy', () => {
  test('the policy less what a meta tag cannot carry, the rest in order', () => {
    expect(
      metaContentSecurityPolicy(
        "default-src 'self'; frame-ancestors 'none'; script-src 'self'; report-uri /csp; SANDBOX allow-scripts; img-src data:",
      ),
    ).toBe("default-src 'self'; script-src 'self'; img-src data:")
  })

  test("of Latch's policy: everything but frame-ancestors", () => {
    const policy = contentSecurityPolicy(
      createLatchConfig({ appName: 'Latch', chains: [mainnet], storage: null }),
    )
    const meta = metaContentSecurityPolicy(policy)
    expect(meta).not.toContain('frame-ancestors')
    expect(meta).toBe(
      policy
        .split('; ')
        .filter((x) => !x.startsWith('frame-ancestors'))
        .join('; '),
    )
  })
})
