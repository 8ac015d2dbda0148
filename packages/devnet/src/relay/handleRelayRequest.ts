import type { WebSocket } from 'ws'
import type { Publish, RelayState } from './createRelayState.ts'
import { envelopeData } from './envelopeData.ts'
import { type Params, paramsOf } from './paramsOf.ts'
import { RelayRequestError, relayErrorCodes } from './RelayRequestError.ts'
import type { RelayLimits } from './startRelay.ts'

/** A request's id as the client sent it, `null` when it sent none we read. */
export type RequestId = string | number | null

// Answers a request, then hands over what waits in the mailbox of the
// topics it subscribed to: the clients never call irn_batchFetchMessages,
// they expect stored messages to be pushed once they (re)subscribe.
// A request's parameters are all checked before it changes anything.
/** Acts on one of the relay's methods and answers it, or throws a `RelayRequestError`. */
export function handleRelayRequest(
  state: RelayState,
  limits: RelayLimits,
  socket: WebSocket,
  id: RequestId,
  method: string,
  params: Params,
) {
  const { subscribe, unsubscribe, publish, unexpired } = state
  const respond = (result: unknown, flush: readonly string[] = []) => {
    state.record(method, 'result')
    state.send(socket, { id, result })
    for (const topic of flush)
      for (const envelope of unexpired(topic)) state.deliver(socket, envelope)
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
      state.checkRoom(socket, topics)
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
      const client = state.clientOf(socket)!
      const messages = listOf(params.topics, 'topics', topicOf)
        .flatMap(unexpired)
        .filter((e) => e.sender !== client && !e.deliveredTo.has(client))
      for (const e of messages) e.deliveredTo.add(client)
      return respond({ messages: messages.map(envelopeData), hasMore: false })
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
        relayErrorCodes.methodNotFound,
        `Unsupported method ${method.slice(0, 64)}`,
      )
  }
}

function topicOf(value: unknown, name: string): string {
  if (typeof value === 'string' && value.length > 0 && value.length <= 256)
    return value
  throw new RelayRequestError(
    relayErrorCodes.invalidParams,
    `${name} is a string of 1 to 256 characters`,
  )
}

function listOf<item>(
  value: unknown,
  name: string,
  itemOf: (value: unknown, name: string) => item,
): item[] {
  if (!Array.isArray(value))
    throw new RelayRequestError(
      relayErrorCodes.invalidParams,
      `${name} is an array`,
    )
  return value.map((x, index) => itemOf(x, `${name}[${index}]`))
}

function messageOf(value: unknown, name: string, maxBytes: number): string {
  if (typeof value !== 'string')
    throw new RelayRequestError(
      relayErrorCodes.invalidParams,
      `${name} is a string`,
    )
  if (value.length > maxBytes || Buffer.byteLength(value) > maxBytes)
    throw new RelayRequestError(
      relayErrorCodes.limitExceeded,
      `${name} is over the relay's ${maxBytes} bytes`,
    )
  return value
}

// Seconds; the clients always send one, and 5 minutes is theirs for a request.
function ttlOf(value: unknown, name: string): number {
  if (value === undefined) return 300
  if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    return value
  throw new RelayRequestError(
    relayErrorCodes.invalidParams,
    `${name} is a positive number`,
  )
}

function attestationOf(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || typeof value === 'string')
    return value ?? undefined
  throw new RelayRequestError(
    relayErrorCodes.invalidParams,
    `${name} is a string`,
  )
}

function publishOf(
  params: Params,
  message: (value: unknown, name: string) => string,
  prefix = '',
): Publish {
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key)
  const { tag } = params
  if (tag !== undefined && !Number.isSafeInteger(tag))
    throw new RelayRequestError(
      relayErrorCodes.invalidParams,
      `${name('tag')} is an integer`,
    )
  return {
    topic: topicOf(params.topic, name('topic')),
    message: message(params.message, name('message')),
    ttl: ttlOf(params.ttl, name('ttl')),
    tag: tag as number | undefined,
    attestation: attestationOf(params.attestation, name('attestation')),
  }
}
