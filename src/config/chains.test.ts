import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { base, getChains, optimism, publicChains } from './chains.ts'

/** What Latch reads of a chain (not viem's OP-stack formatters). */
function used(chain: Chain) {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls.default,
    blockExplorers: chain.blockExplorers,
    multicall3: chain.contracts?.multicall3,
  }
}

describe('chains', () => {
  test.each([
    ['Base', base, viemChains.base],
    ['OP Mainnet', optimism, viemChains.optimism],
  ])(
    '%s is viem’s definition less the OP-stack serializers',
    (_, ours, viems) => {
      expect(used(ours)).toEqual(used(viems))
      expect(ours.serializers).toBeUndefined()
      expect(ours.formatters).toBeUndefined()
    },
  )

  test('the public networks, mainnet first (seed §5)', () => {
    expect(publicChains.map((x) => x.id)).toEqual([
      1, 11_155_111, 8453, 10, 42_161,
    ])
  })

  test('a node provider key adds its URLs to every public chain', () => {
    const chains = getChains({ alchemyId: 'key' })
    for (const chain of chains)
      expect(chain.rpcUrls.alchemy?.http[0]).toMatch(
        /^https:\/\/[a-z-]+\.g\.alchemy\.com\/v2\/key$/,
      )
  })
})
