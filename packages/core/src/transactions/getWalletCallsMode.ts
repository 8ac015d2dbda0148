import type { Config } from '@wagmi/core'
import { getWalletCapabilities } from '../capabilities/getWalletCapabilities.ts'

/**
 * How the batch went: `atomic`, one transaction that runs every call or
 * none (the wallet reports EIP-5792 `atomic` support); `sequential`, one
 * transaction per call (by the wallet, or by viem's fallback for a wallet
 * without `wallet_sendCalls`), which can partly fail.
 */
export type WalletCallsMode = 'atomic' | 'sequential'

/**
 * The way the connected wallet would take a batch on its chain: `atomic`
 * where its EIP-5792 capabilities (`getWalletCapabilities`) say `atomic` is
 * `supported` or `ready`, else `sequential` (a wallet that answers no
 * capabilities, or answers them unreadably, included).
 */
export async function getWalletCallsMode(
  config: Config,
): Promise<WalletCallsMode> {
  try {
    const status = (await getWalletCapabilities(config)).atomic?.status
    return status === 'supported' || status === 'ready'
      ? 'atomic'
      : 'sequential'
  } catch {
    return 'sequential'
  }
}
