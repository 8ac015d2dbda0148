import type { WalletPeerContext } from './WalletPeerContext.ts'

/** The chain ids of the session on `topic`. */
export function sessionChainIds({ client }: WalletPeerContext, topic: string) {
  return client.session
    .get(topic)
    .namespaces.eip155!.chains!.map((c) => Number(c.split(':')[1]))
}
