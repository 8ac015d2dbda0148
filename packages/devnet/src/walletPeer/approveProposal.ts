import type { WalletPeerSession } from './startWalletPeer.ts'
import type { Proposal, WalletPeerContext } from './WalletPeerContext.ts'
import { walletPeerErrors } from './walletPeerErrors.ts'
import { walletPeerNamespaces } from './walletPeerNamespaces.ts'

/** Approves a session proposal on the chains both sides know, once the dapp settles it. */
export async function approveProposal(
  peer: WalletPeerContext,
  { id, params }: Proposal,
): Promise<WalletPeerSession> {
  const { client, approvedChainIds } = peer
  const requested = [
    ...(params.requiredNamespaces.eip155?.chains ?? []),
    ...(params.optionalNamespaces.eip155?.chains ?? []),
  ].map((c) => Number(c.split(':')[1]))
  const chainIds = requested.length
    ? approvedChainIds.filter((c) => requested.includes(c))
    : approvedChainIds
  if (!chainIds.length) {
    await client.reject({ id, reason: walletPeerErrors.unsupportedChains })
    throw new Error(`${peer.name} shares no chain with the dapp`)
  }
  peer.chainId = chainIds[0]!
  const { topic, acknowledged } = await client.approve({
    id,
    namespaces: walletPeerNamespaces(peer.account.address, chainIds),
  })
  await acknowledged()
  // Settled means the dapp answered our wc_sessionSettle.
  const deadline = Date.now() + 15_000
  while (!client.session.get(topic).acknowledged) {
    if (Date.now() > deadline) throw new Error('the dapp never settled')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { topic, address: peer.account.address, chainIds }
}
