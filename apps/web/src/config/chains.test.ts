import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  alchemyRpcUrls,
  base,
  optimism,
  orderChains,
  publicChains,
} from './chains.ts'

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

  test('the node provider serves every public chain, over HTTP and websocket', () => {
    for (const chain of publicChains) {
      const urls = alchemyRpcUrls(chain.id, 'key')
      expect(urls?.http).toMatch(
        /^https:\/\/[a-z-]+\.g\.alchemy\.com\/v2\/key$/,
      )
      expect(urls?.webSocket).toBe(urls?.http.replace(/^https/, 'wss'))
    }
    expect(alchemyRpcUrls(13_370, 'key')).toBeUndefined()
  })

  test('the chain asked for comes first; unknown or unset, mainnet (seed §5)', () => {
    const ids = (chainId: number | undefined) =>
      orderChains(publicChains, chainId).map((x) => x.id)
    expect(ids(10)).toEqual([10, 1, 11_155_111, 8453, 42_161])
    expect(ids(424_242)).toEqual([1, 11_155_111, 8453, 10, 42_161])
    expect(ids(undefined)).toEqual([1, 11_155_111, 8453, 10, 42_161])
    // The configured mainnet itself, not a copy: it carries what was set on it.
    const [first] = orderChains(publicChains, 424_242)
    expect(first).toBe(publicChains[0])
  })
})
