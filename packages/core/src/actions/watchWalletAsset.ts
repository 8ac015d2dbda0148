import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import { watchAsset } from 'viem/actions'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import { resumeSession } from '../session/restoreSession.ts'
import { getConnectedWalletClient } from './getConnectedWalletClient.ts'

export type WatchWalletAssetParameters = {
  /** The ERC-20 token's contract address. */
  address: Address
  symbol: string
  /** 18 when not given (seed §9). */
  decimals?: number | undefined
  /** A URL of the token's image. */
  image?: string | undefined
}

/** Whether the wallet added the token. */
export type WatchWalletAssetReturnType = boolean

export type WatchWalletAssetErrorType = WalletError

/** Asks the connected wallet to track an ERC-20 token (EIP-747 `wallet_watchAsset`). */
export async function watchWalletAsset(
  config: Config,
  parameters: WatchWalletAssetParameters,
): Promise<WatchWalletAssetReturnType> {
  const { address, symbol, decimals = 18, image } = parameters
  // A session restored from storage is confirmed with its wallet first.
  await resumeSession(config)
  try {
    return await watchAsset(await getConnectedWalletClient(config), {
      type: 'ERC20',
      options: { address, symbol, decimals, ...(image ? { image } : {}) },
    })
  } catch (error) {
    throw classifyWalletError(error, { operation: 'watchAsset' })
  }
}
