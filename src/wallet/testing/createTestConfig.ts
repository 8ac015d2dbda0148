import type { Chain } from 'viem'
import { parseEnv } from '../../config/env.ts'
import { createLatchConfig, type LatchConfig } from '../../config/wagmi.ts'
import type { TestDevnet } from './startTestDevnet.ts'

export type CreateTestConfigParameters = {
  /** `VITE_*` values, as the build would read them. */
  env?: Record<string, string> | undefined
  /** Where wagmi persists its state; none by default. */
  storage?: Storage | undefined
  /** The devnet chains to configure; the test devnet's by default. */
  chains?: readonly [Chain, ...Chain[]] | undefined
}

/** Latch's real config (`createLatchConfig`) over the test devnet. */
export function createTestConfig(
  devnet: TestDevnet,
  parameters: CreateTestConfigParameters = {},
): LatchConfig {
  return createLatchConfig({
    env: parseEnv(parameters.env ?? {}),
    origin: devnet.pageUrl.replace(/\/$/, ''),
    storage: parameters.storage,
    devnet: {
      chains: parameters.chains ?? devnet.chains,
      // Nothing listens there: WalletConnect connects to its relay lazily.
      walletConnect: { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' },
    },
  })
}
