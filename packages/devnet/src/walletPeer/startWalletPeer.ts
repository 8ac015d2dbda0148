import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { enableWalletConnectTestMode } from '../relay/enableWalletConnectTestMode.ts'

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

type Proposal = SignClientTypes.EventArguments['session_proposal']
type Authentication = SignClientTypes.EventArguments['session_authenticate']
type Held = {
  proposal: Proposal
  settle: (session: Promise<WalletPeerSession>) => void
}

const mnemonic = 'test test test test test test test test test test test junk'
const methods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']
// The codes a wallet answers with (EIP-1193, EIP-3326 and WalletConnect's own).
const userRejected = { code: 4001, message: 'User rejected the request.' }
const proposalRejected = { code: 5000, message: 'User rejected.' }
const unsupportedChains = { code: 5100, message: 'Unsupported chains.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }

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
  let account: HDAccount = mnemonicToAccount(mnemonic, {
    addressIndex: parameters.accountIndex ?? 0,
  })
  let chainId = approvedChainIds[0] ?? parameters.chains[0]!.id
  let rejecting = { proposal: false, request: false }
  const requests: WalletPeerRequest[] = []

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

  const namespaces = (chainIds: number[]) => ({
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}`),
      accounts: chainIds.map((id) => `eip155:${id}:${account.address}`),
      methods,
      events,
    },
  })
  const sessionChainIds = (topic: string) =>
    client.session
      .get(topic)
      .namespaces.eip155!.chains!.map((c) => Number(c.split(':')[1]))
  const topics = () => client.session.getAll().map((s) => s.topic)

  // What a pairing brings: a session proposal, or a sign-in request
  // (`wc_sessionAuthenticate`, whose fallback proposal the client then skips).
  const proposals = queue<
    | { kind: 'proposal'; proposal: Proposal }
    | { kind: 'authenticate'; request: Authentication }
  >()
  client.on('session_proposal', (proposal) =>
    proposals.push({ kind: 'proposal', proposal }),
  )
  // A wallet without a listener gets the fallback proposal instead.
  if (oneClickAuth)
    client.on('session_authenticate', (request) =>
      proposals.push({ kind: 'authenticate', request }),
    )
  const held = queue<Held>()

  const approveProposal = async ({ id, params }: Proposal) => {
    const requested = [
      ...(params.requiredNamespaces.eip155?.chains ?? []),
      ...(params.optionalNamespaces.eip155?.chains ?? []),
    ].map((c) => Number(c.split(':')[1]))
    const chainIds = requested.length
      ? approvedChainIds.filter((c) => requested.includes(c))
      : approvedChainIds
    if (!chainIds.length) {
      await client.reject({ id, reason: unsupportedChains })
      throw new Error(`${name} shares no chain with the dapp`)
    }
    chainId = chainIds[0]!
    const { topic, acknowledged } = await client.approve({
      id,
      namespaces: namespaces(chainIds),
    })
    await acknowledged()
    // Settled means the dapp answered our wc_sessionSettle.
    const deadline = Date.now() + 15_000
    while (!client.session.get(topic).acknowledged) {
      if (Date.now() > deadline) throw new Error('the dapp never settled')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return { topic, address: account.address, chainIds }
  }
  const rejectProposal = async ({ id }: Proposal) => {
    await client.reject({ id, reason: proposalRejected })
  }

  // Sign-In with Ethereum in the pairing: one EIP-4361 message (CAIP-122)
  // for the chains both sides know, signed with the account's key.
  const approveAuthentication = async ({ id, params }: Authentication) => {
    const requested = params.authPayload.chains.map((c) =>
      Number(c.split(':')[1]),
    )
    const chainIds = approvedChainIds.filter((c) => requested.includes(c))
    if (!chainIds.length) {
      await client.rejectSessionAuthenticate({ id, reason: unsupportedChains })
      throw new Error(`${name} shares no chain with the dapp`)
    }
    chainId = chainIds[0]!
    const request = populateAuthPayload({
      authPayload: params.authPayload,
      chains: chainIds.map((c) => `eip155:${c}`),
      methods,
    })
    const iss = `did:pkh:eip155:${chainId}:${account.address}`
    const message = client.formatAuthMessage({ request, iss })
    const signature = await account.signMessage({ message })
    const { session } = await client.approveSessionAuthenticate({
      id,
      auths: [buildAuthObject(request, { t: 'eip191', s: signature }, iss)],
    })
    if (!session) throw new Error('no session settled with the sign-in')
    return { topic: session.topic, address: account.address, chainIds }
  }

  const updateChains = async (topic: string, chainIds: number[]) => {
    const { acknowledged } = await client.update({
      topic,
      namespaces: namespaces(chainIds),
    })
    await acknowledged()
  }
  const switchChain = async (id: number) => {
    if (!chains.has(id)) throw { code: 4902, message: 'Unrecognized chain.' }
    chainId = id
    for (const topic of topics()) {
      const current = sessionChainIds(topic)
      if (!current.includes(id)) await updateChains(topic, [...current, id])
      const data = `0x${id.toString(16)}`
      const event = { name: 'chainChanged', data }
      await client.emit({ topic, event, chainId: `eip155:${id}` })
    }
  }

  const answer = async (
    { method, params }: { method: string; params: unknown },
    target: number,
  ): Promise<unknown> => {
    const args = params as unknown[]
    switch (method) {
      case 'personal_sign': {
        const message = args[0] as string
        return account.signMessage({
          message: isHex(message) ? { raw: message } : message,
        })
      }
      case 'eth_signTypedData_v4': {
        const data = args[1]
        return account.signTypedData(
          (typeof data === 'string'
            ? JSON.parse(data)
            : data) as TypedDataDefinition,
        )
      }
      case 'eth_sendTransaction': {
        const tx = args[0] as { to?: Address; data?: Hex; value?: Hex }
        // On the chain the dapp addressed, which the wallet knows.
        const wallet = createWalletClient({
          account,
          transport: http(chains.get(target)),
        })
        return wallet.sendTransaction({
          chain: null,
          to: tx.to ?? null,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
        })
      }
      case 'wallet_switchEthereumChain':
        await switchChain(Number((args[0] as { chainId: string }).chainId))
        return null
      case 'wallet_addEthereumChain': {
        const chain = args[0] as { chainId: string; rpcUrls: string[] }
        chains.set(Number(chain.chainId), chain.rpcUrls[0]!)
        return null
      }
      default:
        throw { code: 4200, message: `${name} does not support ${method}.` }
    }
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId: requestChainId } = params
    const entry: WalletPeerRequest = { ...request, chainId: requestChainId }
    requests.push(entry)
    try {
      if (rejecting.request) {
        rejecting.request = false
        throw userRejected
      }
      const target = Number(requestChainId.split(':')[1])
      entry.result = await answer(request, target)
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: entry.result },
      })
    } catch (thrown) {
      const { code = -32603, message = String(thrown) } = thrown as {
        code?: number
        message?: string
      }
      entry.error = { code, message }
      await client
        .respond({
          topic,
          response: { id, jsonrpc: '2.0', error: entry.error },
        })
        .catch(() => {})
    }
  })

  return {
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    requests,
    client,
    async pair(uri) {
      // A sign-in request comes with a fallback proposal, for wallets
      // without one-click auth; one that has it answers the sign-in and
      // leaves the proposal, whichever the relay delivers first.
      const signIn =
        oneClickAuth &&
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
                  `no session proposal within 20 s: is the relay at ${relayUrl} up, and the URI fresh?`,
                ),
              ),
            20_000,
          )
        }),
      ]).finally(() => clearTimeout(timer))
      if (proposal.kind === 'authenticate') {
        if (rejecting.proposal) {
          rejecting.proposal = false
          await client.rejectSessionAuthenticate({
            id: proposal.request.id,
            reason: proposalRejected,
          })
          throw new Error(`${name} turned down the sign-in`)
        }
        return approveAuthentication(proposal.request)
      }
      if (rejecting.proposal) {
        rejecting.proposal = false
        await rejectProposal(proposal.proposal)
        throw new Error(`${name} turned down the session proposal`)
      }
      if (autoApprove) return approveProposal(proposal.proposal)
      return new Promise((resolve) =>
        held.push({ proposal: proposal.proposal, settle: resolve }),
      )
    },
    async approve() {
      const { proposal, settle } = await held.next()
      const session = approveProposal(proposal)
      settle(session)
      return session
    },
    async reject() {
      const { proposal, settle } = await held.next()
      await rejectProposal(proposal)
      settle(Promise.reject(new Error(`${name} turned down the proposal`)))
    },
    rejectNext(what) {
      rejecting = { ...rejecting, [what]: true }
    },
    async disconnect(topic) {
      for (const t of topic ? [topic] : topics())
        await client.disconnect({ topic: t, reason: userDisconnected })
    },
    async emitAccountsChanged(accountIndex) {
      account = mnemonicToAccount(mnemonic, { addressIndex: accountIndex })
      for (const topic of topics()) {
        await updateChains(topic, sessionChainIds(topic))
        const event = { name: 'accountsChanged', data: [account.address] }
        await client.emit({ topic, event, chainId: `eip155:${chainId}` })
      }
      return account.address
    },
    emitChainChanged: switchChain,
    async stop() {
      client.removeAllListeners('session_request')
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
    },
  }
}

// Items in arrival order; `next` waits when there are none yet.
function queue<T>() {
  const items: T[] = []
  const waiting: ((item: T) => void)[] = []
  return {
    push: (item: T) => {
      const waiter = waiting.shift()
      if (waiter) waiter(item)
      else items.push(item)
    },
    next: () =>
      new Promise<T>((resolve) => {
        if (items.length) resolve(items.shift()!)
        else waiting.push(resolve)
      }),
  }
}
