import { devnetChains } from '@latch/devnet/browser'
import { createConfig, http } from '@wagmi/core'
import { base, mainnet, optimism, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { getEnsChainId } from './getEnsChainId.ts'

// The app's own rule (public networks → mainnet, devnet chains → the devnet's
// ENS) is tested with `createAppConfig` in apps/web.

const [devnet, devnet2] = devnetChains('http://127.0.0.1:5173')

function latchWith(
  chains: Parameters<typeof createLatchConfig>[0]['chains'],
  ensChainId?: Parameters<typeof createLatchConfig>[0]['ensChainId'],
) {
  return createLatchConfig({
    appName: 'Latch',
    chains,
    ensChainId,
    storage: null,
  })
}

describe('getEnsChainId: by default', () => {
  test('every chain looks names up on mainnet when it is configured, Sepolia (which has an ENS of its own) and unknown chains too', () => {
    const config = latchWith([base, mainnet, sepolia, devnet, devnet2])
    for (const chainId of [1, 11_155_111, 8453, 13_370, 13_371, 31_337])
      expect(getEnsChainId(config, chainId)).toBe(1)
  })

  test('without mainnet: the first configured chain with an ENS deployment', () => {
    const config = latchWith([base, devnet2, devnet, sepolia])
    for (const chainId of [8453, 13_370, 13_371, 11_155_111, 31_337])
      expect(getEnsChainId(config, chainId)).toBe(13_370)
  })

  test('without a chain with ENS: nowhere', () => {
    const config = latchWith([base, optimism, devnet2])
    expect(getEnsChainId(config, 8453)).toBeUndefined()
    expect(getEnsChainId(config, 13_371)).toBeUndefined()
  })
})

describe('getEnsChainId: as configured', () => {
  test('a chain id: names of every chain are looked up there', () => {
    const config = latchWith([mainnet, devnet, devnet2], 13_370)
    for (const chainId of [1, 13_370, 13_371, 31_337])
      expect(getEnsChainId(config, chainId)).toBe(13_370)
  })

  test('a function: its answer for the account’s chain', () => {
    const asked: number[] = []
    const config = latchWith([mainnet, devnet, devnet2], (chainId) => {
      asked.push(chainId)
      return chainId === 1 ? 1 : chainId === 13_371 ? undefined : 13_370
    })
    expect(getEnsChainId(config, 1)).toBe(1)
    expect(getEnsChainId(config, 13_370)).toBe(13_370)
    expect(getEnsChainId(config, 13_371)).toBeUndefined()
    expect(getEnsChainId(config, 31_337)).toBe(13_370)
    expect(asked).toEqual([1, 13_370, 13_371, 31_337])
  })
})

describe('getEnsChainId: a config that is wagmi’s alone', () => {
  test('mainnet when it is configured', () => {
    const config = createConfig({
      chains: [base, mainnet],
      transports: { [base.id]: http(), [mainnet.id]: http() },
    })
    expect(getEnsChainId(config, 8453)).toBe(1)
    expect(getEnsChainId(config, 31_337)).toBe(1)
  })

  test('else nowhere (names then resolve to null)', () => {
    const config = createConfig({
      chains: [devnet, base],
      transports: { [devnet.id]: http(), [base.id]: http() },
    })
    expect(getEnsChainId(config, 13_370)).toBeUndefined()
    expect(getEnsChainId(config, 8453)).toBeUndefined()
  })
})
