import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { Address } from 'viem'
import { enableWalletConnectTestMode } from '../relay/enableWalletConnectTestMode.ts'
import { answerSessionRequest } from './answerSessionRequest.ts'
import { approveProposal } from './approveProposal.ts'
import { createQueue } from './createQueue.ts'
import { pairWalletPeer } from './pairWalletPeer.ts'
import { sessionChainIds } from './sessionChainIds.ts'
import { switchWalletPeerChain } from './switchWalletPeerChain.ts'
import { updateSessionChains } from './updateSessionChains.ts'
import type { Held, Pairing, WalletPeerContext } from './WalletPeerContext.ts'
import { walletPeerAccount } from './walletPeerAccount.ts'
import { walletPeerErrors } from './walletPeerErrors.ts'

export type WalletPeerChain = { id: number; rpcUrl: string }

export type StartWalletPeerParameters = {
  /** The local relay, e.g. `startRelay().url`. */
  relayUrl: string
  /** What the dapp sees as the wallet's name. */
  name?: string | undefined
  /** Chains the wallet knows (it can switch to them). */
  chains: WalletPeerChain[]
  /** Chains it puts in a session; by default all it knows. */
  approvedChainIds?: number[] | undefined
  /** Which anvil dev account it signs with. */
  accountIndex?: number | undefined
  /** With `false`, `pair` waits for `approve()` or `reject()`. */
  autoApprove?: boolean | undefined
  /**
   * With `false`, a wallet without one-click auth: it ignores
   * `wc_sessionAuthenticate` and approves the SDK's fallback proposal.
   */
  oneClickAuth?: boolean | undefined
  /**
   * What `wallet_getCapabilities` (EIP-5792) answers per chain, by hex chain
   * id, e.g. `{ '0x343a': { paymasterService: { supported: true } } }`, over
   * `atomic` `unsupported` (the default answer: it sends no batches).
   */
  capabilities?: Record<`0x${string}`, Record<string, unknown>> | undefined
  /** Shows the WalletConnect client's own log. */
  debug?: boolean | undefined
}

export type WalletPeerRequest = {
  method: string
  params: unknown
  chainId: string
  result?: unknown
  error?: { code: number; message: string }
}

export type WalletPeerSession = {
  topic: string
  address: Address
  chainIds: number[]
}

export type WalletPeer = {
  readonly address: Address
  readonly chainId: number
  /** Every request the dapp sent, with its answer, oldest first. */
  requests: WalletPeerRequest[]
  /** The sign client itself, for what this wrapper does not cover. */
  client: InstanceType<typeof SignClient>
  /**
   * Pairs with a `wc:` URI and resolves once the session is settled; with
   * `autoApprove: false` the proposal first waits for `approve`/`reject`.
   */
  pair: (uri: string) => Promise<WalletPeerSession>
  /** Approves the proposal `pair` holds (with `autoApprove: false`). */
  approve: () => Promise<WalletPeerSession>
  /** Turns down the proposal `pair` holds (with `autoApprove: false`). */
  reject: () => Promise<void>
  /** Makes the wallet turn down its next proposal or request (code 4001). */
  rejectNext: (what: 'proposal' | 'request') => void
  /** Ends every session (or one) as a user would from the wallet. */
  disconnect: (topic?: string) => Promise<void>
  /** Switches to another dev account and tells the dapp. */
  emitAccountsChanged: (accountIndex: number) => Promise<Address>
  /** Switches to a known chain and tells the dapp. */
  emitChainChanged: (chainId: number) => Promise<void>
  stop: () => Promise<void>
}

/** Starts a WalletConnect wallet in Node that signs with an anvil dev account. */
export async function startWalletPeer(
  parameters: StartWalletPeerParameters,
): Promise<WalletPeer> {
  const {
    relayUrl,
    name = 'Latch Test Wallet',
    autoApprove = true,
    oneClickAuth = true,
  } = parameters
  const chains = new Map(parameters.chains.map((c) => [c.id, c.rpcUrl]))
  const approvedChainIds = parameters.approvedChainIds ?? [...chains.keys()]
  const account = walletPeerAccount(parameters.accountIndex ?? 0)
  const chainId = approvedChainIds[0] ?? parameters.chains[0]!.id
  const capabilities = checkCapabilities(parameters.capabilities ?? {})

  // Without it, every proposal and request makes the client ask
  // verify.walletconnect.org about the dapp (see enableWalletConnectTestMode).
  enableWalletConnectTestMode()
  const client = await SignClient.init({
    projectId: 'latch-devnet',
    relayUrl,
    metadata: {
      name,
      description: `${name}, a development wallet on loopback`,
      url: 'http://127.0.0.1',
      icons: [],
    },
    // Its own prefix: cores are shared per prefix on globalThis, and a dapp
    // may live in the same process.
    customStoragePrefix: `latch-wallet-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    // The queue shows one request at a time and waits 1 s after each answer:
    // a wallet that answers at once has nothing to queue for.
    signConfig: { disableRequestQueue: true },
    logger: parameters.debug ? 'debug' : 'silent',
  })

  const peer: WalletPeerContext = {
    client,
    name,
    relayUrl,
    autoApprove,
    oneClickAuth,
    chains,
    approvedChainIds,
    capabilities,
    account,
    chainId,
    rejecting: { proposal: false, request: false },
    requests: [],
    // What a pairing brings: a session proposal, or a sign-in request
    // (`wc_sessionAuthenticate`, whose fallback proposal the client then skips).
    proposals: createQueue<Pairing>(),
    held: createQueue<Held>(),
  }
  const topics = () => client.session.getAll().map((s) => s.topic)

  client.on('session_proposal', (proposal) =>
    peer.proposals.push({ kind: 'proposal', proposal }),
  )
  // A wallet without a listener gets the fallback proposal instead.
  if (oneClickAuth)
    client.on('session_authenticate', (request) =>
      peer.proposals.push({ kind: 'authenticate', request }),
    )
  client.on('session_request', (event) => answerSessionRequest(peer, event))

  return {
    get address() {
      return peer.account.address
    },
    get chainId() {
      return peer.chainId
    },
    requests: peer.requests,
    client,
    pair: (uri) => pairWalletPeer(peer, uri),
    async approve() {
      const { proposal, settle } = await peer.held.next()
      const session = approveProposal(peer, proposal)
      settle(session)
      return session
    },
    async reject() {
      const { proposal, settle } = await peer.held.next()
      await client.reject({
        id: proposal.id,
        reason: walletPeerErrors.proposalRejected,
      })
      settle(Promise.reject(new Error(`${name} turned down the proposal`)))
    },
    rejectNext(what) {
      peer.rejecting = { ...peer.rejecting, [what]: true }
    },
    async disconnect(topic) {
      for (const t of topic ? [topic] : topics())
        await client.disconnect({
          topic: t,
          reason: walletPeerErrors.userDisconnected,
        })
    },
    async emitAccountsChanged(accountIndex) {
      peer.account = walletPeerAccount(accountIndex)
      for (const topic of topics()) {
        await updateSessionChains(peer, topic, sessionChainIds(peer, topic))
        const event = { name: 'accountsChanged', data: [peer.account.address] }
        await client.emit({ topic, event, chainId: `eip155:${peer.chainId}` })
      }
      return peer.account.address
    },
    emitChainChanged: (chainId) => switchWalletPeerChain(peer, chainId),
    async stop() {
      client.removeAllListeners('session_request')
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
    },
  }
}

// Hex chain ids (in lower case, as the answer writes them) to objects.
function checkCapabilities(given: Record<string, unknown>) {
  const checked: Record<string, Record<string, unknown>> = {}
  for (const [id, capabilities] of Object.entries(given)) {
    if (!/^0x[0-9a-f]{1,16}$/i.test(id))
      throw new TypeError(
        `Expected hex chain ids as the keys of "capabilities", got ${JSON.stringify(id)}.`,
      )
    if (
      typeof capabilities !== 'object' ||
      capabilities === null ||
      Array.isArray(capabilities)
    )
      throw new TypeError(`Expected an object of capabilities for chain ${id}.`)
    checked[`0x${Number(id).toString(16)}`] = capabilities as Record<
      string,
      unknown
    >
  }
  return checked
}
