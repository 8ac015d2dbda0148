import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { stopProcess } from '../anvil.ts'
import { defaultRelayLimits, type Relay, startRelay } from './startRelay.ts'

// What a 2.25 client sends: only the JWT's `iss` matters to this relay.
function authFor(clientId: string) {
  const part = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId })}.sig`
}

type Frame = {
  id: unknown
  method?: string
  params?: { data?: { topic: string; message: string } }
  result?: unknown
  error?: { code: number; message: string }
}

// A client that sends one request at a time and acks what it is pushed.
async function connect(url: string, clientId: string) {
  const socket = new WebSocket(`${url}?auth=${authFor(clientId)}`)
  const pushed: Frame[] = []
  let answer: ((frame: Frame) => void) | undefined
  socket.on('message', (data) => {
    const frame: Frame = JSON.parse(String(data))
    if (frame.method !== 'irn_subscription') return answer?.(frame)
    pushed.push(frame)
    socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const request = (method: string, params: object) =>
    new Promise<Frame>((resolve) => {
      answer = resolve
      socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method, params }))
    })
  return { socket, pushed, request }
}

const relays: Relay[] = []
afterAll(() => Promise.all(relays.map((relay) => relay.stop())))
async function relayWith(limits: Parameters<typeof startRelay>[0]) {
  const relay = await startRelay(limits)
  relays.push(relay)
  return relay
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startRelay caps', () => {
  test('a lifetime over the cap is clamped: a 30-day message is gone after maxTtl', async () => {
    const relay = await relayWith({ limits: { maxTtl: 1 } })
    const dapp = await connect(relay.url, 'did:key:z6MkTtlDapp')
    await dapp.request('irn_publish', {
      topic: 'ttl',
      message: 'kept a month?',
      ttl: 30 * 86_400,
    })
    expect(relay.stored()).toMatchObject({ topics: 1, messages: 1 })
    await sleep(1_500)
    const wallet = await connect(relay.url, 'did:key:z6MkTtlWallet')
    await wallet.request('irn_subscribe', { topic: 'ttl' })
    await sleep(100)
    expect(wallet.pushed).toEqual([])
    dapp.socket.close()
    wallet.socket.close()
  })

  test('unread topics are pruned once their messages expire, with nobody asking', async () => {
    const relay = await relayWith({})
    const dapp = await connect(relay.url, 'did:key:z6MkPrune')
    for (let i = 0; i < 50; i++)
      await dapp.request('irn_publish', {
        topic: `unread${i}`,
        message: 'm',
        ttl: 1,
      })
    expect(relay.stored()).toEqual({ topics: 50, messages: 50, bytes: 50 })
    await expect
      .poll(() => relay.stored(), { timeout: 4_000 })
      .toEqual({ topics: 0, messages: 0, bytes: 0 })
    dapp.socket.close()
  })

  test('a message over maxMessageBytes is refused with an error; one at the cap is kept', async () => {
    const relay = await relayWith({})
    const dapp = await connect(relay.url, 'did:key:z6MkSize')
    const max = defaultRelayLimits.maxMessageBytes
    expect(
      await dapp.request('irn_publish', {
        topic: 'big',
        message: 'x'.repeat(max + 1),
      }),
    ).toMatchObject({
      error: {
        code: -32005,
        message: `message is over the relay's ${max} bytes`,
      },
    })
    expect(relay.stored().messages).toBe(0)
    expect(
      await dapp.request('irn_publish', {
        topic: 'big',
        message: 'x'.repeat(max),
      }),
    ).toMatchObject({ result: true })
    expect(relay.stored()).toMatchObject({ messages: 1, bytes: max })
    dapp.socket.close()
  })

  test('a topic keeps its newest maxMessagesPerTopic messages', async () => {
    const relay = await relayWith({})
    const dapp = await connect(relay.url, 'did:key:z6MkMany')
    const max = defaultRelayLimits.maxMessagesPerTopic
    for (let i = 1; i <= max + 5; i++)
      await dapp.request('irn_publish', { topic: 'many', message: `m${i}` })
    expect(relay.stored().messages).toBe(max)
    const wallet = await connect(relay.url, 'did:key:z6MkManyWallet')
    await wallet.request('irn_subscribe', { topic: 'many' })
    await expect.poll(() => wallet.pushed.length).toBe(max)
    const messages = wallet.pushed.map((f) => f.params?.data?.message)
    expect(messages[0]).toBe('m6')
    expect(messages.at(-1)).toBe(`m${max + 5}`)
    dapp.socket.close()
    wallet.socket.close()
  })

  test('a client subscribes to maxTopicsPerClient topics at most', async () => {
    const relay = await relayWith({ limits: { maxTopicsPerClient: 3 } })
    const client = await connect(relay.url, 'did:key:z6MkTopics')
    await client.request('irn_batchSubscribe', { topics: ['t1', 't2', 't3'] })
    expect(
      await client.request('irn_subscribe', { topic: 't4' }),
    ).toMatchObject({ error: { code: -32005 } })
    // The same topic again is no new one.
    expect(
      await client.request('irn_subscribe', { topic: 't3' }),
    ).toMatchObject({ result: expect.any(String) })
    await client.request('irn_unsubscribe', { topic: 't1' })
    expect(
      await client.request('irn_subscribe', { topic: 't4' }),
    ).toMatchObject({ result: expect.any(String) })
    client.socket.close()
  })

  test('a batch subscribe past maxTopicsPerClient subscribes to none of its topics', async () => {
    const relay = await relayWith({ limits: { maxTopicsPerClient: 1_000 } })
    const client = await connect(relay.url, 'did:key:z6MkBatchTopics')
    await client.request('irn_subscribe', { topic: 'kept' })
    const topics = Array.from({ length: 1_000 }, (_, i) => `batch${i}`)
    expect(
      await client.request('irn_batchSubscribe', { topics }),
    ).toMatchObject({ error: { code: -32005 } })
    // Nothing of the refused batch was taken: a message on its first topic
    // is not pushed, and all the room is still there.
    const peer = await connect(relay.url, 'did:key:z6MkBatchPeer')
    await peer.request('irn_publish', { topic: 'batch0', message: 'm' })
    await peer.request('irn_publish', { topic: 'kept', message: 'k' })
    // Pushed before the answer to a request sent after them, on one socket.
    await client.request('irn_unsubscribe', { topic: 'none' })
    expect(client.pushed.map((frame) => frame.params?.data?.topic)).toEqual([
      'kept',
    ])
    expect(
      await client.request('irn_batchSubscribe', {
        topics: ['kept', ...topics.slice(0, 999)],
      }),
    ).toMatchObject({ result: expect.any(Array) })
    client.socket.close()
    peer.socket.close()
  })
})

// The bound the docs state (docs/testing.md): what the relay holds after a
// flood stays within its queue cap plus the process's own ~20 MiB.
const heapBound = 64 * 1024 * 1024

describe('startRelay under a flood, in a process of its own', () => {
  let child: ChildProcess
  afterAll(() => child && stopProcess(child))

  test(`300 publishes of the largest message leave its heap under ${heapBound / 2 ** 20} MiB`, async () => {
    const script = fileURLToPath(
      new URL('../../test/relayProcess.ts', import.meta.url),
    )
    child = fork(script, [], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const nextMessage = <message>() =>
      new Promise<message>((resolve, reject) => {
        child.once('message', (message) => resolve(message as message))
        child.once('exit', (code) =>
          reject(new Error(`the relay exited (${code})`)),
        )
      })
    type Measure = {
      heapUsed: number
      external: number
      rss: number
      stored: { topics: number; messages: number; bytes: number }
    }
    const measure = () => {
      const measured = nextMessage<Measure>()
      child.send('measure')
      return measured
    }
    const { url } = await nextMessage<{ url: string }>()
    const before = await measure()
    const flooder = await connect(url, 'did:key:z6MkFlood')

    // 1 MB messages are over the cap: refused, never kept.
    const megabyte = 'x'.repeat(1_000_000)
    for (let i = 0; i < 5; i++)
      expect(
        await flooder.request('irn_publish', {
          topic: `mb${i}`,
          message: megabyte,
          ttl: 30 * 86_400,
        }),
      ).toMatchObject({ error: { code: -32005 } })

    // Then the largest allowed, each on a topic nobody reads, for 30 days.
    const largest = 'y'.repeat(defaultRelayLimits.maxMessageBytes)
    for (let i = 0; i < 300; i++)
      expect(
        await flooder.request('irn_publish', {
          topic: `flood${i}`,
          message: largest,
          ttl: 30 * 86_400,
        }),
      ).toMatchObject({ result: true })
    const after = await measure()
    flooder.socket.close()

    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
    console.info(
      `relay heap+external: ${mib(before.heapUsed + before.external)} before, ${mib(after.heapUsed + after.external)} after 300 × ${mib(largest.length)} (rss ${mib(after.rss)}); kept ${after.stored.messages} messages, ${mib(after.stored.bytes)}`,
    )
    expect(after.stored.bytes).toBeLessThanOrEqual(
      defaultRelayLimits.maxQueuedBytes,
    )
    expect(after.heapUsed + after.external).toBeLessThan(heapBound)
  })
})
