import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { freePort } from '../freePort.ts'
import { isAllowedOrigin } from '../isAllowedOrigin.ts'

export type StartRelayParameters = {
  /** A fixed port; by default a free loopback port is picked. */
  port?: number | undefined
  /**
   * The page origins let in, besides Node clients (no `Origin`). By default
   * the origin of the server a request came through, on loopback: the dev
   * page whose server proxies the relay.
   */
  origins?: readonly string[] | undefined
  /** Caps on what the relay takes and keeps; each has a default. */
  limits?: Partial<RelayLimits> | undefined
  /** Logs every frame to stderr. */
  debug?: boolean | undefined
}

/** What the relay takes and keeps, at most. */
export type RelayLimits = {
  /** Seconds a message is kept for a peer that has not read it: a longer `ttl` is clamped. */
  maxTtl: number
  /** Bytes of one message: a larger one is refused with an error. */
  maxMessageBytes: number
  /** Bytes of one frame: a larger one closes the socket (1009). */
  maxFrameBytes: number
  /** Topics one socket subscribes to: one more is refused with an error. */
  maxTopicsPerClient: number
  /** Messages kept on one topic: the oldest is dropped for a new one. */
  maxMessagesPerTopic: number
  /** Bytes kept on one topic: the oldest messages are dropped for a new one. */
  maxBytesPerTopic: number
  /** Messages kept in all: the oldest are dropped for a new one. */
  maxQueuedMessages: number
  /** Bytes kept in all: the oldest messages are dropped for a new one. */
  maxQueuedBytes: number
  /** Sockets open at once: one more is refused (503). */
  maxClients: number
  /** Bytes waiting to be sent to a socket that does not read: it is closed. */
  maxBufferedBytes: number
}

/** The relay's caps unless the caller sets others. */
export const defaultRelayLimits: RelayLimits = {
  maxTtl: 86_400,
  maxMessageBytes: 256 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxTopicsPerClient: 1_000,
  maxMessagesPerTopic: 100,
  maxBytesPerTopic: 4 * 1024 * 1024,
  maxQueuedMessages: 5_000,
  maxQueuedBytes: 16 * 1024 * 1024,
  maxClients: 128,
  maxBufferedBytes: 8 * 1024 * 1024,
}

export type Relay = {
  /** What clients take as `relayUrl`, e.g. `ws://127.0.0.1:41234`. */
  url: string
  port: number
  /**
   * Every JSON-RPC request clients sent, oldest first, and how it was
   * answered: a client that gets no answer waits on its own timeout.
   */
  requests: readonly RelayRequest[]
  /** What the relay keeps for peers right now. */
  stored: () => { topics: number; messages: number; bytes: number }
  stop: () => Promise<void>
}

export type RelayRequest = {
  method: string
  answer: 'result' | { code: number; message: string }
}

type Envelope = {
  topic: string
  message: string
  bytes: number
  publishedAt: number
  expiresAt: number
  tag: number | undefined
  attestation: string | undefined
  sender: string
  /** Clients that acknowledged it: they never get it again. */
  deliveredTo: Set<string>
}

type Publish = Pick<Envelope, 'topic' | 'message' | 'tag' | 'attestation'> & {
  ttl: number
}

// JSON-RPC's codes, and EIP-1474's for a cap.
const invalidJson = -32700
const invalidRequest = -32600
const methodNotFound = -32601
const invalidParams = -32602
const internalError = -32603
const limitExceeded = -32005

// A request the relay answers with an error instead of acting on it.
class RelayRequestError extends Error {
  override name = 'RelayRequestError' as const
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

// The 2.25 Node client drops a socket that has seen neither a frame nor a
// ping for 35 s (and then reconnects): an idle session needs our pings.
const pingInterval = 15_000
// Often enough that an unread topic goes soon after its last message expires.
const sweepInterval = 1_000
// Acks the relay waits for at once: a client that never acks cannot grow it.
const maxAwaitingAck = 10_000

/** Starts a WalletConnect v2 relay on 127.0.0.1 that keeps every message on loopback. */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<Relay> {
  const { debug, origins } = parameters
  const limits = { ...defaultRelayLimits, ...parameters.limits }
  const port = parameters.port ?? (await freePort())
  const log = debug
    ? (...args: unknown[]) => console.error('[relay]', ...args)
    : () => {}

  const clientIds = new Map<WebSocket, string>()
  const subscribers = new Map<string, Set<WebSocket>>()
  const topicsOf = new Map<WebSocket, Set<string>>()
  const mailbox = new Map<string, Envelope[]>()
  // Every stored envelope, oldest first: what a full relay drops first.
  const stored = new Set<Envelope>()
  let storedBytes = 0
  const awaitingAck = new Map<
    number,
    { socket: WebSocket; envelope: Envelope }
  >()
  const requests: RelayRequest[] = []
  // Bounded: `npm start` runs for hours. A method is whatever a client sent.
  const record = (method: string, answer: RelayRequest['answer']) => {
    if (requests.push({ method: method.slice(0, 64), answer }) > 1_000)
      requests.shift()
  }
  let nextId = 1

  const send = (socket: WebSocket, payload: object) => {
    const text = JSON.stringify({ jsonrpc: '2.0', ...payload })
    log('->', clientIds.get(socket)?.slice(-6), text.slice(0, 300))
    // A client that does not read would otherwise pile up our memory.
    if (socket.bufferedAmount + text.length > limits.maxBufferedBytes)
      return socket.terminate()
    socket.send(text)
  }

  // A subscription id the client can compute too: it keys its own map with
  // sha256(topic + clientId) and only needs our answer to be truthy.
  const subscriptionId = (topic: string, client: string) =>
    createHash('sha256')
      .update(topic + client)
      .digest('hex')

  const deliver = (socket: WebSocket, envelope: Envelope) => {
    const client = clientIds.get(socket)
    if (!client) return
    if (envelope.sender === client || envelope.deliveredTo.has(client)) return
    const id = nextId++
    awaitingAck.set(id, { socket, envelope })
    if (awaitingAck.size > maxAwaitingAck)
      awaitingAck.delete(awaitingAck.keys().next().value!)
    const subscription = subscriptionId(envelope.topic, client)
    const params = { id: subscription, data: data(envelope) }
    send(socket, { id, method: 'irn_subscription', params })
  }

  const drop = (envelope: Envelope) => {
    if (!stored.delete(envelope)) return
    storedBytes -= envelope.bytes
    const kept = mailbox.get(envelope.topic)?.filter((e) => e !== envelope)
    if (kept?.length) mailbox.set(envelope.topic, kept)
    else mailbox.delete(envelope.topic)
  }

  const sweep = () => {
    const now = Date.now()
    for (const envelope of stored) if (envelope.expiresAt <= now) drop(envelope)
  }

  const unexpired = (topic: string) => {
    const now = Date.now()
    for (const envelope of mailbox.get(topic) ?? [])
      if (envelope.expiresAt <= now) drop(envelope)
    return mailbox.get(topic) ?? []
  }

  // Throws, changing nothing, unless the socket can take all of `added`.
  const checkRoom = (socket: WebSocket, added: readonly string[]) => {
    const topics = topicsOf.get(socket) ?? new Set()
    const fresh = new Set(added.filter((topic) => !topics.has(topic)))
    if (topics.size + fresh.size > limits.maxTopicsPerClient)
      throw new RelayRequestError(
        limitExceeded,
        `A client subscribes to ${limits.maxTopicsPerClient} topics at most`,
      )
  }

  const subscribe = (socket: WebSocket, topic: string) => {
    checkRoom(socket, [topic])
    const topics = topicsOf.get(socket) ?? new Set()
    topicsOf.set(socket, topics.add(topic))
    subscribers.set(topic, (subscribers.get(topic) ?? new Set()).add(socket))
    return subscriptionId(topic, clientIds.get(socket)!)
  }

  const unsubscribe = (socket: WebSocket, topic: string) => {
    topicsOf.get(socket)?.delete(topic)
    const sockets = subscribers.get(topic)
    sockets?.delete(socket)
    if (sockets?.size === 0) subscribers.delete(topic)
  }

  const publish = (socket: WebSocket, publish: Publish) => {
    const publishedAt = Date.now()
    const { ttl, ...rest } = publish
    const envelope: Envelope = {
      ...rest,
      bytes: Buffer.byteLength(publish.message),
      publishedAt,
      expiresAt: publishedAt + Math.min(ttl, limits.maxTtl) * 1000,
      sender: clientIds.get(socket)!,
      deliveredTo: new Set(),
    }
    const queue = [...unexpired(envelope.topic), envelope]
    mailbox.set(envelope.topic, queue)
    stored.add(envelope)
    storedBytes += envelope.bytes
    // The oldest go first: on this topic, then anywhere.
    let topicBytes = queue.reduce((sum, e) => sum + e.bytes, 0)
    while (
      queue.length > limits.maxMessagesPerTopic ||
      topicBytes > limits.maxBytesPerTopic
    ) {
      const oldest = queue[0]!
      topicBytes -= oldest.bytes
      drop(oldest)
      queue.shift()
    }
    while (
      stored.size > limits.maxQueuedMessages ||
      storedBytes > limits.maxQueuedBytes
    )
      drop(stored.values().next().value!)
    for (const subscriber of subscribers.get(envelope.topic) ?? [])
      deliver(subscriber, envelope)
  }

  // Answers a request, then hands over what waits in the mailbox of the
  // topics it subscribed to: the clients never call irn_batchFetchMessages,
  // they expect stored messages to be pushed once they (re)subscribe.
  // A request's parameters are all checked before it changes anything.
  const handle = (
    socket: WebSocket,
    id: RequestId,
    method: string,
    params: Params,
  ) => {
    const respond = (result: unknown, flush: readonly string[] = []) => {
      record(method, 'result')
      send(socket, { id, result })
      for (const topic of flush)
        for (const envelope of unexpired(topic)) deliver(socket, envelope)
    }
    const message = (value: unknown, name: string) =>
      messageOf(value, name, limits.maxMessageBytes)
    switch (method) {
      case 'irn_subscribe': {
        const topic = topicOf(params.topic, 'topic')
        return respond(subscribe(socket, topic), [topic])
      }
      case 'irn_batchSubscribe': {
        const topics = listOf(params.topics, 'topics', topicOf)
        // All or none: a batch past the cap subscribes to nothing.
        checkRoom(socket, topics)
        return respond(
          topics.map((topic) => subscribe(socket, topic)),
          topics,
        )
      }
      case 'irn_unsubscribe':
        unsubscribe(socket, topicOf(params.topic, 'topic'))
        return respond(true)
      case 'irn_batchUnsubscribe': {
        const topics = listOf(params.subscriptions, 'subscriptions', (x, n) =>
          topicOf(paramsOf(x, n).topic, `${n}.topic`),
        )
        for (const topic of topics) unsubscribe(socket, topic)
        return respond(true)
      }
      case 'irn_publish':
        publish(socket, publishOf(params, message))
        return respond(true)
      case 'irn_batchPublish': {
        const messages = listOf(params.messages, 'messages', (x, n) =>
          publishOf(paramsOf(x, n), message, n),
        )
        for (const each of messages) publish(socket, each)
        return respond(true)
      }
      case 'irn_batchFetchMessages': {
        const client = clientIds.get(socket)!
        const messages = listOf(params.topics, 'topics', topicOf)
          .flatMap(unexpired)
          .filter((e) => e.sender !== client && !e.deliveredTo.has(client))
        for (const e of messages) e.deliveredTo.add(client)
        return respond({ messages: messages.map(data), hasMore: false })
      }
      // The dapp never subscribes to its pairing topic itself, nor the wallet
      // to its session topic: the relay does it when they propose/approve.
      case 'wc_proposeSession': {
        const topic = topicOf(params.pairingTopic, 'pairingTopic')
        const proposal = {
          topic,
          message: message(params.sessionProposal, 'sessionProposal'),
          ttl: ttlOf(params.ttl, 'ttl'),
          tag: 1100,
          attestation: attestationOf(params.attestation, 'attestation'),
        }
        subscribe(socket, topic)
        publish(socket, proposal)
        return respond(true)
      }
      case 'wc_approveSession': {
        const pairingTopic = topicOf(params.pairingTopic, 'pairingTopic')
        const sessionTopic = topicOf(params.sessionTopic, 'sessionTopic')
        const ttl = ttlOf(params.ttl, 'ttl')
        const response = {
          topic: pairingTopic,
          message: message(
            params.sessionProposalResponse,
            'sessionProposalResponse',
          ),
          ttl,
          tag: 1101,
          attestation: undefined,
        }
        const settlement = {
          topic: sessionTopic,
          message: message(
            params.sessionSettlementRequest,
            'sessionSettlementRequest',
          ),
          ttl,
          tag: 1102,
          attestation: undefined,
        }
        subscribe(socket, sessionTopic)
        publish(socket, response)
        publish(socket, settlement)
        return respond(true)
      }
      default:
        throw new RelayRequestError(
          methodNotFound,
          `Unsupported method ${method.slice(0, 64)}`,
        )
    }
  }

  // Any frame at all: a request, an ack of a message we pushed, or junk,
  // which gets an error answer; nothing a client sends throws out of here.
  const onMessage = (socket: WebSocket, raw: RawData) => {
    const text = String(raw)
    log('<-', clientIds.get(socket)?.slice(-6), text.slice(0, 300))
    let id: RequestId = null
    let method = '?'
    try {
      let frame: unknown
      try {
        frame = JSON.parse(text)
      } catch {
        throw new RelayRequestError(invalidJson, 'Parse error: not JSON')
      }
      if (!isRecord(frame))
        throw new RelayRequestError(invalidRequest, 'A frame is an object')
      if (isRequestId(frame.id)) id = frame.id
      if (frame.method === undefined) return onAnswer(frame)
      if (typeof frame.method !== 'string')
        throw new RelayRequestError(invalidRequest, 'method is a string')
      method = frame.method
      if (!isRequestId(frame.id))
        throw new RelayRequestError(invalidRequest, 'id is a string or number')
      handle(socket, id, method, paramsOf(frame.params ?? {}, 'params'))
    } catch (thrown) {
      const error =
        thrown instanceof RelayRequestError
          ? { code: thrown.code, message: thrown.message }
          : { code: internalError, message: 'Internal error' }
      if (!(thrown instanceof RelayRequestError)) log('error', thrown)
      record(method, error)
      send(socket, { id, error })
    }
  }

  // A client acknowledges a message we pushed: it never gets it again.
  const onAnswer = (frame: Record<string, unknown>) => {
    if (!('result' in frame || 'error' in frame) || !isRequestId(frame.id))
      throw new RelayRequestError(
        invalidRequest,
        'A frame is a request (method) or an answer (id and result)',
      )
    const ack = awaitingAck.get(Number(frame.id))
    awaitingAck.delete(Number(frame.id))
    if (ack && frame.result) {
      const client = clientIds.get(ack.socket)
      if (client) ack.envelope.deliveredTo.add(client)
    }
  }

  // Each upgrade's client id, read once, when it is let in.
  const admitted = new WeakMap<IncomingMessage, string>()
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port,
    maxPayload: limits.maxFrameBytes,
    // Any path: the page reaches the relay through a same-origin proxy.
    verifyClient: (
      { req }: { req: IncomingMessage },
      callback: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      if (!isAllowedOrigin(req, origins))
        return callback(false, 403, 'Origin not allowed')
      const query = queryOf(req)
      if (!query) return callback(false, 400, 'Bad request target')
      const client = clientIdOf(query)
      if (!client) return callback(false, 401, 'No auth JWT')
      if (server.clients.size >= limits.maxClients)
        return callback(false, 503, 'Too many clients')
      admitted.set(req, client)
      callback(true)
    },
  })
  server.on('connection', (socket, req) => {
    clientIds.set(socket, admitted.get(req)!)
    log('connect', clientIds.get(socket)?.slice(-6))
    socket.on('message', (raw) => onMessage(socket, raw))
    // ws closes a socket whose frame is over maxPayload (1009), then this.
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      log('close', clientIds.get(socket)?.slice(-6))
      clientIds.delete(socket)
      for (const topic of topicsOf.get(socket) ?? []) unsubscribe(socket, topic)
      topicsOf.delete(socket)
      for (const [id, ack] of awaitingAck)
        if (ack.socket === socket) awaitingAck.delete(id)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  server.on('error', (error) => log('server error', error))
  const pinger = setInterval(() => {
    for (const socket of server.clients) socket.ping()
  }, pingInterval)
  pinger.unref()
  const sweeper = setInterval(sweep, sweepInterval)
  sweeper.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    requests,
    stored: () => ({
      topics: mailbox.size,
      messages: stored.size,
      bytes: storedBytes,
    }),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger)
        clearInterval(sweeper)
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      }),
  }
}

type RequestId = string | number | null
type Params = Record<string, unknown>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The clients send BigInt ids as digit strings.
function isRequestId(value: unknown): value is string | number {
  return (
    (typeof value === 'string' && value.length <= 64) ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

function paramsOf(value: unknown, name: string): Params {
  if (isRecord(value)) return value
  throw new RelayRequestError(invalidParams, `${name} is an object`)
}

function topicOf(value: unknown, name: string): string {
  if (typeof value === 'string' && value.length > 0 && value.length <= 256)
    return value
  throw new RelayRequestError(
    invalidParams,
    `${name} is a string of 1 to 256 characters`,
  )
}

function listOf<item>(
  value: unknown,
  name: string,
  itemOf: (value: unknown, name: string) => item,
): item[] {
  if (!Array.isArray(value))
    throw new RelayRequestError(invalidParams, `${name} is an array`)
  return value.map((x, index) => itemOf(x, `${name}[${index}]`))
}

function messageOf(value: unknown, name: string, maxBytes: number): string {
  if (typeof value !== 'string')
    throw new RelayRequestError(invalidParams, `${name} is a string`)
  if (value.length > maxBytes || Buffer.byteLength(value) > maxBytes)
    throw new RelayRequestError(
      limitExceeded,
      `${name} is over the relay's ${maxBytes} bytes`,
    )
  return value
}

// Seconds; the clients always send one, and 5 minutes is theirs for a request.
function ttlOf(value: unknown, name: string): number {
  if (value === undefined) return 300
  if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    return value
  throw new RelayRequestError(invalidParams, `${name} is a positive number`)
}

function attestationOf(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || typeof value === 'string')
    return value ?? undefined
  throw new RelayRequestError(invalidParams, `${name} is a string`)
}

function publishOf(
  params: Params,
  message: (value: unknown, name: string) => string,
  prefix = '',
): Publish {
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key)
  const { tag } = params
  if (tag !== undefined && !Number.isSafeInteger(tag))
    throw new RelayRequestError(invalidParams, `${name('tag')} is an integer`)
  return {
    topic: topicOf(params.topic, name('topic')),
    message: message(params.message, name('message')),
    ttl: ttlOf(params.ttl, name('ttl')),
    tag: tag as number | undefined,
    attestation: attestationOf(params.attestation, name('attestation')),
  }
}

// What a subscriber gets of a message (as irn_subscription `data`).
function data({ topic, message, publishedAt, tag, attestation }: Envelope) {
  return { topic, message, publishedAt, tag, attestation }
}

// An upgrade's query, or `undefined` for a target the URL parser refuses
// (`//[x?auth=…`): the client's 400, never a throw out of the upgrade.
function queryOf(req: IncomingMessage): URLSearchParams | undefined {
  try {
    return new URL(req.url ?? '/', 'http://relay').searchParams
  } catch {
    return undefined
  }
}

// The client id is the `iss` (a did:key) of the JWT the client signs for us;
// the signature is not checked: this relay only ever sees loopback clients.
function clientIdOf(query: URLSearchParams): string | undefined {
  const auth = query.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString())
    return typeof iss === 'string' && iss && iss.length <= 256 ? iss : undefined
  } catch {
    return undefined
  }
}
