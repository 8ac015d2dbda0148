import { approveAuthentication } from './approveAuthentication.ts'
import { approveProposal } from './approveProposal.ts'
import type { WalletPeerSession } from './startWalletPeer.ts'
import type { WalletPeerContext } from './WalletPeerContext.ts'
import { walletPeerErrors } from './walletPeerErrors.ts'

/**
 * Pairs with a `wc:` URI and resolves once the session is settled; with
 * `autoApprove: false` the proposal first waits for `approve`/`reject`.
 */
export async function pairWalletPeer(
  peer: WalletPeerContext,
  uri: string,
): Promise<WalletPeerSession> {
  const { client, name, proposals } = peer
  // A sign-in request comes with a fallback proposal, for wallets
  // without one-click auth; one that has it answers the sign-in and
  // leaves the proposal, whichever the relay delivers first.
  const signIn =
    peer.oneClickAuth &&
    new URLSearchParams(uri.split('?')[1])
      .get('methods')
      ?.includes('wc_sessionAuthenticate')
  const next = (async () => {
    let item = await proposals.next()
    while (signIn && item.kind === 'proposal') item = await proposals.next()
    return item
  })()
  // Offline, the client retries a dead relay forever: give up instead.
  let timer: NodeJS.Timeout | undefined
  const proposal = await Promise.race([
    client.pair({ uri }).then(() => next),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `no session proposal within 20 s: is the relay at ${peer.relayUrl} up, and the URI fresh?`,
            ),
          ),
        20_000,
      )
    }),
  ]).finally(() => clearTimeout(timer))
  if (proposal.kind === 'authenticate') {
    if (peer.rejecting.proposal) {
      peer.rejecting.proposal = false
      await client.rejectSessionAuthenticate({
        id: proposal.request.id,
        reason: walletPeerErrors.proposalRejected,
      })
      throw new Error(`${name} turned down the sign-in`)
    }
    return approveAuthentication(peer, proposal.request)
  }
  if (peer.rejecting.proposal) {
    peer.rejecting.proposal = false
    await client.reject({
      id: proposal.proposal.id,
      reason: walletPeerErrors.proposalRejected,
    })
    throw new Error(`${name} turned down the session proposal`)
  }
  if (peer.autoApprove) return approveProposal(peer, proposal.proposal)
  return new Promise((resolve) =>
    peer.held.push({ proposal: proposal.proposal, settle: resolve }),
  )
}
