import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { type Relay, startRelay } from './startRelay.ts'

// What a 2.25 client sends: only the JWT's `iss` matters to this relay.
function authFor(clientId: string) {
  const part = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId })}.sig`
}

type Frame = {
  jsonrpc?: string
  id?: unknown
  method?: string
  params?: { data?: { topic: string; message: string } }
  result?: unknown
  error?: { code: number; message: string }
}

// A bare client that keeps every frame it gets and acks what it is pushed.
async function connect(relay: Relay, clientId: string) {
  const socket = new WebSocket(`${relay.url}?auth=${authFor(clientId)}`)
  const frames: Frame[] = []
  const waiting = new Set<() => void>()
  socket.on('message', (data) => {
    const frame: Frame = JSON.parse(String(data))
    frames.push(frame)
    if (frame.method === 'irn_subscription')
      socket.send(
        JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }),
      )
    for (const wake of waiting) wake()
  })
  const closed = new Promise<number>((resolve) =>
    socket.once('close', (code) => resolve(code)),
  )
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  // The next answer (to `id` if given), or the close code.
  const next = (id?: unknown) =>
    new Promise<Frame | number>((resolve, reject) => {
      // A relay that fell over answers nothing: fail fast, not at the timeout.
      const timer = setTimeout(
        () => reject(new Error('the relay gave no answer within 2 s')),
        2_000,
      )
      const seen = frames.length
      const wake = () => {
        const frame = frames
          .slice(seen)
          .find(
            (f) => f.method === undefined && (id === undefined || f.id === id),
          )
        if (!frame) return
        waiting.delete(wake)
        clearTimeout(timer)
        resolve(frame)
      }
      waiting.add(wake)
      closed.then((code) => {
        clearTimeout(timer)
        resolve(code)
      })
    })
  const exchange = (text: string, id?: unknown) => {
    const answer = next(id)
    socket.send(text)
    return answer
  }
  return { socket, frames, exchange, closed }
}

// A real client's round trip: a peer subscribes, the other publishes.
async function roundTrip(relay: Relay) {
  const topic = `t${Math.random().toString(16).slice(2)}`
  const a = await connect(relay, `did:key:a${topic}`)
  const b = await connect(relay, `did:key:b${topic}`)
  const request = (method: string, params: object) =>
    JSON.stringify({ id: 1, jsonrpc: '2.0', method, params })
  expect(await a.exchange(request('irn_subscribe', { topic }))).toMatchObject({
    result: expect.stringMatching(/^[0-9a-f]{64}$/),
  })
  expect(
    await b.exchange(
      request('irn_publish', { topic, message: 'still here', ttl: 300 }),
    ),
  ).toMatchObject({ result: true })
  await expect
    .poll(() => a.frames.find((f) => f.method === 'irn_subscription'))
    .toMatchObject({ params: { data: { topic, message: 'still here' } } })
  a.socket.close()
  b.socket.close()
}

describe('startRelay, given frames no client should send', () => {
  let relay: Relay
  beforeAll(async () => {
    relay = await startRelay()
  })
  afterAll(() => relay.stop())

  const request = (method: string, params: unknown) =>
    JSON.stringify({ id: 7, jsonrpc: '2.0', method, params })

  test.each([
    ['not JSON', 'hello', null, -32700],
    ['null', 'null', null, -32600],
    ['an array', '[1,2]', null, -32600],
    ['a number', '42', null, -32600],
    ['a string', '"irn_publish"', null, -32600],
    ['an empty object', '{}', null, -32600],
    ['an id alone', '{"id":3}', 3, -32600],
    ['a method that is a number', '{"id":3,"method":5}', 3, -32600],
    [
      'an id that is an object',
      '{"id":{},"method":"irn_subscribe"}',
      null,
      -32600,
    ],
    ['params that are not an object', request('irn_subscribe', [1]), 7, -32602],
    ['no topic', request('irn_subscribe', {}), 7, -32602],
    [
      'a topic that is a number',
      request('irn_subscribe', { topic: 1 }),
      7,
      -32602,
    ],
    [
      'topics that are not an array',
      request('irn_batchSubscribe', { topics: 'a' }),
      7,
      -32602,
    ],
    [
      'subscriptions of the wrong shape',
      request('irn_batchUnsubscribe', { subscriptions: [null] }),
      7,
      -32602,
    ],
    ['no subscriptions', request('irn_batchUnsubscribe', {}), 7, -32602],
    [
      'a message that is not a string',
      request('irn_publish', { topic: 'a', message: {} }),
      7,
      -32602,
    ],
    [
      'a negative ttl',
      request('irn_publish', { topic: 'a', message: 'm', ttl: -1 }),
      7,
      -32602,
    ],
    [
      'messages that are not an array',
      request('irn_batchPublish', { messages: 3 }),
      7,
      -32602,
    ],
    [
      'a batch with a bad message',
      request('irn_batchPublish', {
        messages: [{ topic: 'a', message: 'm' }, 5],
      }),
      7,
      -32602,
    ],
    [
      'a proposal with no pairing topic',
      request('wc_proposeSession', { sessionProposal: 'p' }),
      7,
      -32602,
    ],
    [
      'an approval with no session topic',
      request('wc_approveSession', {
        pairingTopic: 'p',
        sessionProposalResponse: 'r',
        sessionSettlementRequest: 's',
      }),
      7,
      -32602,
    ],
    ['a method it does not know', request('__proto__', {}), 7, -32601],
  ])(
    '%s: an error answer, and the relay serves on',
    async (_, text, id, code) => {
      const client = await connect(relay, 'did:key:z6MkHostile')
      expect(await client.exchange(text)).toMatchObject({
        jsonrpc: '2.0',
        id,
        error: { code, message: expect.any(String) },
      })
      client.socket.close()
      await roundTrip(relay)
    },
  )

  test('a 10 MB frame closes the socket (1009), and the relay serves on', async () => {
    const client = await connect(relay, 'did:key:z6MkHuge')
    const before = relay.stored().bytes
    const message = 'x'.repeat(10 * 1024 * 1024)
    expect(
      await client.exchange(request('irn_publish', { topic: 'a', message })),
    ).toBe(1009)
    expect(relay.stored().bytes).toBe(before)
    await roundTrip(relay)
  })

  test('a half-batch that fails publishes nothing of it', async () => {
    const client = await connect(relay, 'did:key:z6MkBatch')
    const before = relay.stored().messages
    const messages = [{ topic: 'half', message: 'first' }, { topic: 'half' }]
    expect(
      await client.exchange(request('irn_batchPublish', { messages })),
    ).toMatchObject({ error: { code: -32602 } })
    expect(relay.stored().messages).toBe(before)
    client.socket.close()
  })
})

describe('startRelay, given random frames', () => {
  let relay: Relay
  beforeAll(async () => {
    relay = await startRelay()
  })
  afterAll(() => relay.stop())

  const methods = [
    'irn_subscribe',
    'irn_batchSubscribe',
    'irn_unsubscribe',
    'irn_batchUnsubscribe',
    'irn_publish',
    'irn_batchPublish',
    'irn_batchFetchMessages',
    'wc_proposeSession',
    'wc_approveSession',
  ]
  const value = fc.jsonValue({ maxDepth: 3 })
  const topic = fc.oneof(fc.constantFrom('a', 'b'), value)
  const message = fc.record(
    { topic, message: fc.oneof(fc.string(), value), ttl: value, tag: value },
    { requiredKeys: [] },
  )
  const params = fc.oneof(
    value,
    fc.record(
      {
        topic,
        topics: fc.oneof(fc.array(topic), value),
        subscriptions: fc.oneof(fc.array(fc.record({ topic })), value),
        messages: fc.oneof(fc.array(message), value),
        message: fc.oneof(fc.string(), value),
        ttl: value,
        tag: value,
        pairingTopic: topic,
        sessionTopic: topic,
        sessionProposal: fc.oneof(fc.string(), value),
        sessionProposalResponse: fc.oneof(fc.string(), value),
        sessionSettlementRequest: fc.oneof(fc.string(), value),
        attestation: value,
      },
      { requiredKeys: [] },
    ),
  )
  const rpcish = fc.record(
    {
      id: fc.oneof(fc.integer(), fc.string(), value),
      jsonrpc: fc.constantFrom('2.0', '1.0'),
      method: fc.oneof(fc.constantFrom(...methods), fc.string(), value),
      params,
      result: value,
    },
    { requiredKeys: [] },
  )
  const frame = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    value.map((x) => JSON.stringify(x)),
    rpcish.map((x) => JSON.stringify(x)),
    message.map((x) =>
      JSON.stringify({ id: 1, method: 'irn_publish', params: x }),
    ),
  )

  test('it answers each frame or closes, never falls over, and still serves a real client', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(frame, { minLength: 1, maxLength: 20 }),
        async (frames) => {
          const client = await connect(relay, 'did:key:z6MkRandom')
          for (const text of frames) client.socket.send(text)
          // An ack's shape gets no answer: a last request of our own tells
          // when the relay has gone through them all.
          const last = JSON.stringify({
            id: 'last',
            method: 'irn_unsubscribe',
            params: { topic: 'none' },
          })
          const answer = await client.exchange(last, 'last')
          if (typeof answer === 'number') return
          expect(answer).toMatchObject({ id: 'last', result: true })
          for (const each of client.frames) {
            expect(each.jsonrpc).toBe('2.0')
            if (each.method === undefined)
              expect('result' in each || 'error' in each).toBe(true)
          }
          client.socket.close()
        },
      ),
      // A failure is a relay down: shrinking would wait on each attempt.
      { numRuns: 60, endOnFailure: true },
    )
    await roundTrip(relay)
  })
})
