import type { DevWalletMethods } from './createRequestHandler.ts'
import type { WalletState } from './createWalletState.ts'
import { parseWatchAssetParameters } from './parseWatchAssetParameters.ts'

/** The asset methods: EIP-747's `wallet_watchAsset`, recorded for tests. */
export function assetMethods(state: WalletState): DevWalletMethods {
  return {
    wallet_watchAsset(_, params) {
      state.watchedAssets.push(parseWatchAssetParameters(params))
      return true
    },
  }
}
