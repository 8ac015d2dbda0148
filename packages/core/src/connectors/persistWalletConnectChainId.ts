import { walletConnectChainIdKey } from './walletConnectChainIdKey.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/** Stores the provider's chain beside the SDK's session. */
export function persistWalletConnectChainId(
  state: WalletConnectState,
): Promise<void> {
  return state.signer.client.core.storage
    .setItem(walletConnectChainIdKey, state.chainId)
    .catch(() => {})
}
