import { createHash } from 'node:crypto'
import type { WebSocket } from 'ws'
import { createRelayMailbox } from './createRelayMailbox.ts'
import { envelopeData } from './envelopeData.ts'
import { RelayRequestError, relayErrorCodes } from './RelayRequestError.ts'
import type { RelayLimits, RelayRequest } from './startRelay.ts'

/** A message the relay keeps for the subscribers of its topic. */
export type Envelope = {
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

/** A message a client publishes, as the relay reads it from a request. */
export type Publish = Pick<
  Envelope,
  'topic' | 'message' | 'tag' | 'attestation'
> & {
  ttl: number
}

/** The state of a relay behind a `startRelay` call. */
export type RelayState = ReturnType<typeof createRelayState>

// Acks the relay waits for at once: a client that never acks cannot grow it.
const maxAwaitingAck = 10_000

/**
 * The relay's state (its clients, their subscriptions, the messages kept for
 * them, the acks it waits for) and the changes to it, within `limits`.
 */
export function createRelayState(
  limits: RelayLimits,
  log: (...args: unknown[]) => void,
) {
  const mailbox = createRelayMailbox(limits)
  const clientIds = new Map<WebSocket, string>()
  const subscribers = new Map<string, Set<WebSocket>>()
  const topicsOf = new Map<WebSocket, Set<string>>()
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

  const deliver = (socket: WebSocket, envelope: Envelope) => {
    const client = clientIds.get(socket)
    if (!client) return
    if (envelope.sender === client || envelope.deliveredTo.has(client)) return
    const id = nextId++
    awaitingAck.set(id, { socket, envelope })
    if (awaitingAck.size > maxAwaitingAck)
      awaitingAck.delete(awaitingAck.keys().next().value!)
    const subscription = subscriptionId(envelope.topic, client)
    const params = { id: subscription, data: envelopeData(envelope) }
    send(socket, { id, method: 'irn_subscription', params })
  }

  // Throws, changing nothing, unless the socket can take all of `added`.
  const checkRoom = (socket: WebSocket, added: readonly string[]) => {
    const topics = topicsOf.get(socket) ?? new Set()
    const fresh = new Set(added.filter((topic) => !topics.has(topic)))
    if (topics.size + fresh.size > limits.maxTopicsPerClient)
      throw new RelayRequestError(
        relayErrorCodes.limitExceeded,
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
    mailbox.keep(envelope)
    for (const subscriber of subscribers.get(envelope.topic) ?? [])
      deliver(subscriber, envelope)
  }

  // A client acknowledges a message we pushed (answering with a result): it
  // never gets it again.
  const acknowledge = (id: number, result: unknown) => {
    const ack = awaitingAck.get(id)
    awaitingAck.delete(id)
    if (ack && result) {
      const client = clientIds.get(ack.socket)
      if (client) ack.envelope.deliveredTo.add(client)
    }
  }

  const connect = (socket: WebSocket, client: string) => {
    clientIds.set(socket, client)
  }

  const disconnect = (socket: WebSocket) => {
    clientIds.delete(socket)
    for (const topic of topicsOf.get(socket) ?? []) unsubscribe(socket, topic)
    topicsOf.delete(socket)
    for (const [id, ack] of awaitingAck)
      if (ack.socket === socket) awaitingAck.delete(id)
  }

  return {
    requests,
    record,
    send,
    clientOf: (socket: WebSocket) => clientIds.get(socket),
    connect,
    disconnect,
    deliver,
    sweep: mailbox.sweep,
    unexpired: mailbox.unexpired,
    checkRoom,
    subscribe,
    unsubscribe,
    publish,
    acknowledge,
    stored: mailbox.stored,
  }
}

// A subscription id the client can compute too: it keys its own map with
// sha256(topic + clientId) and only needs our answer to be truthy.
function subscriptionId(topic: string, client: string) {
  return createHash('sha256')
    .update(topic + client)
    .digest('hex')
}
