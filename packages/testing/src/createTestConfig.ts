import {
  type CreateLatchConfigParameters,
  createLatchConfig,
  type LatchConfig,
} from '@latch/core'
import type { Chain } from 'viem'
import { arbitrum, base, mainnet, optimism, sepolia } from 'viem/chains'
import type { TestDevnet } from './startTestDevnet.ts'

/** The public networks the tests configure beside the devnet's, as Latch offers them. */
export const publicTestChains: readonly Chain[] = [
  mainnet,
  sepolia,
  base,
  optimism,
  arbitrum,
]

export type CreateTestConfigParameters = Partial<
  Pick<
    CreateLatchConfigParameters,
    | 'rpcUrls'
    | 'walletConnectProjectId'
    | 'walletConnect'
    | 'ssr'
    | 'wallets'
    | 'transactions'
    | 'paymasters'
    | 'tokens'
    | 'transports'
  >
> & {
  /** Where wagmi persists its state; none by default. */
  storage?: Storage | undefined
  /** The devnet chains to configure; the test devnet's by default. */
  chains?: readonly [Chain, ...Chain[]] | undefined
  /** The default chain (first for the providers); the first devnet chain by default. */
  defaultChainId?: number | undefined
}

/**
 * Latch's real config (`createLatchConfig`) over the test devnet: its first
 * chain (the default), the public networks, its second chain; names from the
 * devnet's ENS, except on the public networks (mainnet's).
 */
export function createTestConfig(
  devnet: TestDevnet,
  parameters: CreateTestConfigParameters = {},
): LatchConfig {
  const {
    chains: [first, ...others] = devnet.chains,
    defaultChainId,
    storage,
    ...rest
  } = parameters
  const all = [first, ...publicTestChains, ...others]
  const head =
    all.find((chain) => chain.id === defaultChainId) ??
    (defaultChainId === undefined ? first : mainnet)
  const chains = [head, ...all.filter((chain) => chain !== head)] as [
    Chain,
    ...Chain[],
  ]
  return createLatchConfig({
    appName: 'Latch',
    appUrl: devnet.pageUrl.replace(/\/$/, ''),
    chains,
    storage: storage ?? null,
    // Nothing listens there: WalletConnect connects to its relay lazily.
    walletConnectProjectId: 'latch-test',
    walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
    ensChainId: (chainId) =>
      publicTestChains.some((chain) => chain.id === chainId)
        ? mainnet.id
        : first.id,
    ...rest,
  })
}
