import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import { freePort } from '../freePort.ts'

export type StartRelayParameters = {
  /** A fixed port; by default a free loopback port is picked. */
  port?: number | undefined
  /** Logs every frame to stderr. */
  debug?: boolean | undefined
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
  stop: () => Promise<void>
}

export type RelayRequest = {
  method: string
  answer: 'result' | { code: number; message: string }
}

type Request = { id: unknown; method: string; params?: Record<string, unknown> }

type Envelope = {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number | undefined
  attestation: unknown
  sender: string
  /** Clients that acknowledged it: they never get it again. */
  deliveredTo: Set<string>
}

// The 2.25 Node client drops a socket that has seen neither a frame nor a
// ping for 35 s (and then reconnects): an idle session needs our pings.
const pingInterval = 15_000

/** Starts a WalletConnect v2 relay on 127.0.0.1 that keeps every message on loopback. */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<Relay> {
  const { debug } = parameters
  const port = parameters.port ?? (await freePort())
  const log = debug
    ? (...args: unknown[]) => console.error('[relay]', ...args)
    : () => {}

  const clientIds = new Map<WebSocket, string>()
  const subscribers = new Map<string, Set<WebSocket>>()
  const mailbox = new Map<string, Envelope[]>()
  const awaitingAck = new Map<number, { envelope: Envelope; client: string }>()
  const requests: RelayRequest[] = []
  // Bounded: `npm start` runs for hours.
  const record = (request: RelayRequest) => {
    if (requests.push(request) > 1_000) requests.shift()
  }
  let nextId = 1

  const send = (socket: WebSocket, payload: object) => {
    const text = JSON.stringify({ jsonrpc: '2.0', ...payload })
    log('->', clientIds.get(socket)?.slice(-6), text.slice(0, 300))
    socket.send(text)
  }

  // A subscription id the client can compute too: it keys its own map with
  // sha256(topic + clientId) and only needs our answer to be truthy.
  const subscriptionId = (topic: string, client: string) =>
    createHash('sha256')
      .update(topic + client)
      .digest('hex')

  const deliver = (socket: WebSocket, envelope: Envelope) => {
    const client = clientIds.get(socket)!
    if (envelope.sender === client || envelope.deliveredTo.has(client)) return
    const id = nextId++
    awaitingAck.set(id, { envelope, client })
    const subscription = subscriptionId(envelope.topic, client)
    const params = { id: subscription, data: data(envelope) }
    send(socket, { id, method: 'irn_subscription', params })
  }

  const unexpired = (topic: string) => {
    const now = Date.now()
    const kept = (mailbox.get(topic) ?? []).filter((e) => e.expiresAt > now)
    if (kept.length) mailbox.set(topic, kept)
    else mailbox.delete(topic)
    return kept
  }

  const subscribe = (socket: WebSocket, topic: string) => {
    subscribers.set(topic, (subscribers.get(topic) ?? new Set()).add(socket))
    return subscriptionId(topic, clientIds.get(socket)!)
  }

  const publish = (socket: WebSocket, params: Record<string, unknown>) => {
    const { topic, message, ttl, tag, attestation } = params as Envelope & {
      ttl?: number
    }
    const publishedAt = Date.now()
    const envelope: Envelope = {
      ...{ topic, message, publishedAt, tag, attestation },
      expiresAt: publishedAt + (ttl ?? 300) * 1000,
      sender: clientIds.get(socket)!,
      deliveredTo: new Set(),
    }
    mailbox.set(topic, [...unexpired(topic), envelope])
    for (const subscriber of subscribers.get(topic) ?? [])
      deliver(subscriber, envelope)
  }

  // Answers a request, then hands over what waits in the mailbox of the
  // topics it subscribed to: the clients never call irn_batchFetchMessages,
  // they expect stored messages to be pushed once they (re)subscribe.
  const handle = (socket: WebSocket, { id, method, params = {} }: Request) => {
    const respond = (result: unknown, flush: string[] = []) => {
      record({ method, answer: 'result' })
      send(socket, { id, result })
      for (const topic of flush)
        for (const envelope of unexpired(topic)) deliver(socket, envelope)
    }
    const topics = (params.topics ?? []) as string[]
    switch (method) {
      case 'irn_subscribe':
        return respond(subscribe(socket, String(params.topic)), [
          String(params.topic),
        ])
      case 'irn_batchSubscribe':
        return respond(
          topics.map((topic) => subscribe(socket, topic)),
          topics,
        )
      case 'irn_unsubscribe':
        subscribers.get(String(params.topic))?.delete(socket)
        return respond(true)
      case 'irn_batchUnsubscribe':
        for (const { topic } of params.subscriptions as { topic: string }[])
          subscribers.get(topic)?.delete(socket)
        return respond(true)
      case 'irn_publish':
        publish(socket, params)
        return respond(true)
      case 'irn_batchPublish':
        for (const message of params.messages as Record<string, unknown>[])
          publish(socket, message)
        return respond(true)
      case 'irn_batchFetchMessages': {
        const client = clientIds.get(socket)!
        const messages = topics
          .flatMap(unexpired)
          .filter((e) => e.sender !== client && !e.deliveredTo.has(client))
        for (const e of messages) e.deliveredTo.add(client)
        return respond({ messages: messages.map(data), hasMore: false })
      }
      // The dapp never subscribes to its pairing topic itself, nor the wallet
      // to its session topic: the relay does it when they propose/approve.
      case 'wc_proposeSession':
        subscribe(socket, String(params.pairingTopic))
        publish(socket, {
          topic: params.pairingTopic,
          message: params.sessionProposal,
          ttl: params.ttl,
          tag: 1100,
          attestation: params.attestation,
        })
        return respond(true)
      case 'wc_approveSession':
        subscribe(socket, String(params.sessionTopic))
        publish(socket, {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: 1101,
        })
        publish(socket, {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: 1102,
        })
        return respond(true)
      default: {
        const error = { code: -32601, message: `Unsupported method ${method}` }
        record({ method, answer: error })
        return send(socket, { id, error })
      }
    }
  }

  const onMessage = (socket: WebSocket, text: string) => {
    log('<-', clientIds.get(socket)?.slice(-6), text.slice(0, 300))
    let payload: Partial<Request> & { result?: unknown } = {}
    try {
      payload = JSON.parse(text)
      if (typeof payload.method === 'string')
        return handle(socket, payload as Request)
    } catch (thrown) {
      const error = { code: -32602, message: (thrown as Error).message }
      record({ method: String(payload.method ?? '?'), answer: error })
      return send(socket, { id: payload.id ?? null, error })
    }
    // Otherwise it acknowledges an irn_subscription we pushed.
    const ack = awaitingAck.get(payload.id as number)
    awaitingAck.delete(payload.id as number)
    if (ack && payload.result) ack.envelope.deliveredTo.add(ack.client)
  }

  const server = new WebSocketServer({
    host: '127.0.0.1',
    port,
    // Any path: the page reaches the relay through a same-origin proxy.
    verifyClient: ({ req }: { req: IncomingMessage }) =>
      Boolean(clientIdOf(req)),
  })
  server.on('connection', (socket, req) => {
    clientIds.set(socket, clientIdOf(req)!)
    log('connect', clientIds.get(socket)?.slice(-6))
    socket.on('message', (data) => onMessage(socket, String(data)))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      log('close', clientIds.get(socket)?.slice(-6))
      clientIds.delete(socket)
      for (const sockets of subscribers.values()) sockets.delete(socket)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const pinger = setInterval(() => {
    for (const socket of server.clients) socket.ping()
  }, pingInterval)
  pinger.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      }),
  }
}

// What a subscriber gets of a message (as irn_subscription `data`).
function data({ topic, message, publishedAt, tag, attestation }: Envelope) {
  return { topic, message, publishedAt, tag, attestation }
}

// The client id is the `iss` (a did:key) of the JWT the client signs for us;
// the signature is not checked: this relay only ever sees loopback clients.
function clientIdOf(req: IncomingMessage): string | undefined {
  const auth = new URL(req.url ?? '/', 'http://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString())
    return typeof iss === 'string' && iss ? iss : undefined
  } catch {
    return undefined
  }
}
