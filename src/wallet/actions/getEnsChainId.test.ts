import { expect, test } from 'vitest'
import { devnetChains } from '../../config/devnet.ts'
import { parseEnv } from '../../config/env.ts'
import { createLatchConfig } from '../../config/wagmi.ts'
import { getEnsChainId } from './getEnsChainId.ts'

const origin = 'http://127.0.0.1:5173'
const { config } = createLatchConfig({
  env: parseEnv({}),
  origin,
  devnet: {
    chains: devnetChains(origin),
    walletConnect: { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' },
  },
})

test('every public network looks names up on mainnet, Sepolia (which has an ENS of its own) too', () => {
  for (const chainId of [1, 11_155_111, 8453, 10, 42_161])
    expect(getEnsChainId(config, chainId)).toBe(1)
})

test('the devnet chain with its own ENS uses it; the other devnet chain and unknown chains use the devnet ENS', () => {
  expect(getEnsChainId(config, 13_370)).toBe(13_370)
  expect(getEnsChainId(config, 13_371)).toBe(13_370)
  expect(getEnsChainId(config, 31_337)).toBe(13_370)
})

test('without a chain of our own with ENS, unknown chains use mainnet', () => {
  const { config } = createLatchConfig({ env: parseEnv({}), origin })
  expect(getEnsChainId(config, 31_337)).toBe(1)
})
