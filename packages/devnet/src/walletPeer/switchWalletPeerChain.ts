import { sessionChainIds } from './sessionChainIds.ts'
import { updateSessionChains } from './updateSessionChains.ts'
import type { WalletPeerContext } from './WalletPeerContext.ts'

/** Switches to a known chain and tells the dapp, in every session. */
export async function switchWalletPeerChain(
  peer: WalletPeerContext,
  id: number,
) {
  if (!peer.chains.has(id)) throw { code: 4902, message: 'Unrecognized chain.' }
  peer.chainId = id
  for (const topic of peer.client.session.getAll().map((s) => s.topic)) {
    const current = sessionChainIds(peer, topic)
    if (!current.includes(id))
      await updateSessionChains(peer, topic, [...current, id])
    const data = `0x${id.toString(16)}`
    const event = { name: 'chainChanged', data }
    await peer.client.emit({ topic, event, chainId: `eip155:${id}` })
  }
}
