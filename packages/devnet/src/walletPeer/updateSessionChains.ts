import type { WalletPeerContext } from './WalletPeerContext.ts'
import { walletPeerNamespaces } from './walletPeerNamespaces.ts'

/** Puts the session on `topic` on `chainIds`, for the current account. */
export async function updateSessionChains(
  peer: WalletPeerContext,
  topic: string,
  chainIds: number[],
) {
  const { acknowledged } = await peer.client.update({
    topic,
    namespaces: walletPeerNamespaces(peer.account.address, chainIds),
  })
  await acknowledged()
}
