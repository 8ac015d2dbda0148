import type { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import type { HDAccount } from 'viem/accounts'
import type { createQueue } from './createQueue.ts'
import type { WalletPeerRequest, WalletPeerSession } from './startWalletPeer.ts'

export type Proposal = SignClientTypes.EventArguments['session_proposal']
export type Authentication =
  SignClientTypes.EventArguments['session_authenticate']

/** What a pairing brings: a session proposal, or a sign-in request. */
export type Pairing =
  | { kind: 'proposal'; proposal: Proposal }
  | { kind: 'authenticate'; request: Authentication }

/** A proposal `pair` holds until `approve()` or `reject()`. */
export type Held = {
  proposal: Proposal
  settle: (session: Promise<WalletPeerSession>) => void
}

/** A wallet peer's settings and state, shared by the modules that act for it. */
export type WalletPeerContext = {
  client: InstanceType<typeof SignClient>
  name: string
  relayUrl: string
  autoApprove: boolean
  oneClickAuth: boolean
  /** The RPC URL of each chain the wallet knows, by id. */
  chains: Map<number, string>
  approvedChainIds: number[]
  /** What `wallet_getCapabilities` adds per chain, by hex chain id. */
  capabilities: Record<string, Record<string, unknown>>
  account: HDAccount
  chainId: number
  rejecting: { proposal: boolean; request: boolean }
  requests: WalletPeerRequest[]
  proposals: ReturnType<typeof createQueue<Pairing>>
  held: ReturnType<typeof createQueue<Held>>
}
