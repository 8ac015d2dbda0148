import { createHash } from 'node:crypto'
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
  id: number | string
  method?: string
  params?: { data?: Record<string, unknown> }
  result?: unknown
}

// A bare relay client that acks what it is pushed, as the real ones do.
async function connect(relay: Relay, clientId: string, path = '/') {
  const socket = new WebSocket(`${relay.url}${path}?auth=${authFor(clientId)}`)
  const pushed: Frame[] = []
  const answers = new Map<string, (frame: Frame) => void>()
  socket.on('message', (data) => {
    const frame: Frame = JSON.parse(String(data))
    if (frame.method !== 'irn_subscription')
      return answers.get(String(frame.id))?.(frame)
    pushed.push(frame)
    socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 0
  const request = (method: string, params: object) =>
    new Promise<Frame>((resolve) => {
      // Ids as the clients send them: BigInts, serialized as digit strings.
      const id = `17953073446${String(++nextId).padStart(8, '0')}`
      answers.set(id, resolve)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  return { socket, pushed, request }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('startRelay', () => {
  let relay: Relay
  beforeAll(async () => {
    relay = await startRelay()
  })
  afterAll(() => relay.stop())

  test('refuses a client that brings no auth JWT', async () => {
    const socket = new WebSocket(relay.url)
    const refused = await new Promise<Error>((resolve) =>
      socket.once('error', resolve),
    )
    expect(refused.message).toMatch(/401/)
  })

  test('refuses a page of another origin (403), lets in its own server’s', async () => {
    const url = `${relay.url}/devnet/relay?auth=${authFor('did:key:z6MkO')}`
    const refused = new WebSocket(url, { origin: 'https://evil.example' })
    const error = await new Promise<Error>((resolve) =>
      refused.once('error', resolve),
    )
    expect(error.message).toMatch(/403/)
    const own = new WebSocket(url, { origin: `http://127.0.0.1:${relay.port}` })
    await new Promise((resolve, reject) => {
      own.once('open', resolve)
      own.once('error', reject)
    })
    own.close()
  })

  test('with origins given, lets in exactly those pages', async () => {
    const own = await startRelay({ origins: ['http://127.0.0.1:5173'] })
    const url = `${own.url}?auth=${authFor('did:key:z6MkO2')}`
    const opened = (origin: string) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(url, { origin })
        socket.once('open', () => {
          resolve(true)
          socket.close()
        })
        socket.once('error', () => resolve(false))
      })
    expect(await opened('http://127.0.0.1:5173')).toBe(true)
    expect(await opened(`http://127.0.0.1:${own.port}`)).toBe(false)
    await own.stop()
  })

  test('answers irn_subscribe with sha256(topic + clientId), echoing the id', async () => {
    const client = await connect(relay, 'did:key:z6MkA', '/devnet/relay')
    const answer = await client.request('irn_subscribe', { topic: 'aa' })
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: '1795307344600000001',
      result: createHash('sha256').update('aadid:key:z6MkA').digest('hex'),
    })
    client.socket.close()
  })

  test('keeps a message for a peer that subscribes later, never echoes it, never repeats it', async () => {
    const dapp = await connect(relay, 'did:key:z6MkDapp')
    const wallet = await connect(relay, 'did:key:z6MkWallet')
    await dapp.request('irn_subscribe', { topic: 'bb' })
    await dapp.request('irn_publish', {
      topic: 'bb',
      message: 'hello',
      ttl: 300,
      tag: 1108,
    })
    await wallet.request('irn_subscribe', { topic: 'bb' })
    await settle()
    expect(wallet.pushed.map((frame) => frame.params?.data)).toMatchObject([
      { topic: 'bb', message: 'hello', tag: 1108 },
    ])
    expect(dapp.pushed).toEqual([])

    // Acknowledged, so a reconnecting wallet does not get it again.
    wallet.socket.close()
    const again = await connect(relay, 'did:key:z6MkWallet')
    await again.request('irn_batchSubscribe', { topics: ['bb'] })
    await settle()
    expect(again.pushed).toEqual([])
    dapp.socket.close()
    again.socket.close()
  })

  test('wc_proposeSession and wc_approveSession subscribe the sender and publish for it', async () => {
    const dapp = await connect(relay, 'did:key:z6MkDapp2')
    const wallet = await connect(relay, 'did:key:z6MkWallet2')
    await dapp.request('wc_proposeSession', {
      pairingTopic: 'pairing',
      sessionProposal: 'proposal',
      ttl: 300,
    })
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    await wallet.request('wc_approveSession', {
      pairingTopic: 'pairing',
      sessionTopic: 'session',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await dapp.request('irn_subscribe', { topic: 'session' })
    await dapp.request('irn_publish', {
      topic: 'session',
      message: 'ok',
      ttl: 300,
    })
    await settle()
    const data = (frames: Frame[]) => frames.map((f) => f.params?.data)
    expect(data(wallet.pushed)).toMatchObject([
      { topic: 'pairing', message: 'proposal', tag: 1100 },
      { topic: 'session', message: 'ok' },
    ])
    expect(data(dapp.pushed)).toMatchObject([
      { topic: 'pairing', message: 'response', tag: 1101 },
      { topic: 'session', message: 'settle', tag: 1102 },
    ])
    dapp.socket.close()
    wallet.socket.close()
  })

  test('answers a method it does not know with -32601, and records every answer', async () => {
    const own = await startRelay()
    const client = await connect(own, 'did:key:z6MkD')
    await client.request('irn_subscribe', { topic: 'dd' })
    const answer = await client.request('irn_unknownMethod', {})
    expect(answer).toMatchObject({
      error: { code: -32601, message: 'Unsupported method irn_unknownMethod' },
    })
    expect(own.requests).toEqual([
      { method: 'irn_subscribe', answer: 'result' },
      {
        method: 'irn_unknownMethod',
        answer: {
          code: -32601,
          message: 'Unsupported method irn_unknownMethod',
        },
      },
    ])
    client.socket.close()
    await own.stop()
  })

  test('stop closes every socket and frees the port', async () => {
    const own = await startRelay()
    const client = await connect(own, 'did:key:z6MkC')
    const closed = new Promise((resolve) =>
      client.socket.once('close', resolve),
    )
    await own.stop()
    await closed
    const refused = new WebSocket(`${own.url}?auth=${authFor('did:key:z6MkC')}`)
    await expect(
      new Promise((_, reject) => refused.once('error', reject)),
    ).rejects.toThrow(/ECONNREFUSED/)
  })
})
