import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { WalletPeerSession } from './startWalletPeer.ts'
import type { Authentication, WalletPeerContext } from './WalletPeerContext.ts'
import { walletPeerErrors } from './walletPeerErrors.ts'
import { walletPeerMethods } from './walletPeerNamespaces.ts'

// Sign-In with Ethereum in the pairing: one EIP-4361 message (CAIP-122)
// for the chains both sides know, signed with the account's key.
/** Approves a sign-in request (`wc_sessionAuthenticate`) and the session it settles. */
export async function approveAuthentication(
  peer: WalletPeerContext,
  { id, params }: Authentication,
): Promise<WalletPeerSession> {
  const { client, account } = peer
  const requested = params.authPayload.chains.map((c) =>
    Number(c.split(':')[1]),
  )
  const chainIds = peer.approvedChainIds.filter((c) => requested.includes(c))
  if (!chainIds.length) {
    await client.rejectSessionAuthenticate({
      id,
      reason: walletPeerErrors.unsupportedChains,
    })
    throw new Error(`${peer.name} shares no chain with the dapp`)
  }
  peer.chainId = chainIds[0]!
  const request = populateAuthPayload({
    authPayload: params.authPayload,
    chains: chainIds.map((c) => `eip155:${c}`),
    methods: walletPeerMethods,
  })
  const iss = `did:pkh:eip155:${peer.chainId}:${account.address}`
  const message = client.formatAuthMessage({ request, iss })
  const signature = await account.signMessage({ message })
  const { session } = await client.approveSessionAuthenticate({
    id,
    auths: [buildAuthObject(request, { t: 'eip191', s: signature }, iss)],
  })
  if (!session) throw new Error('no session settled with the sign-in')
  return { topic: session.topic, address: peer.account.address, chainIds }
}
